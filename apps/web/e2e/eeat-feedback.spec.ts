import { api, assert } from './lib/helpers.ts';
import { test } from './lib/registry.ts';
import { createChapter, editor } from './lib/chapter-page.ts';

const CHAPTER = [
  '<h2>Rent</h2>',
  '<p>Rents rose faster than wages in most cities (Desmond, 2016). Landlords filed more evictions where courts were quick (Desmond &amp; Gershenson, 2017).</p>',
  '<p>The agency says its audit found no problem, which is what agencies say.</p>',
].join('');

test('after scoring, the chapter shows its breakdown and the three changes that would gain most, kept after an edit', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context, CHAPTER);
  await page.goto(url);
  await editor(page).waitFor();
  assert.equal(await page.getByTestId('eeat-feedback').count(), 0);

  await page.getByRole('button', { name: 'Score E-E-A-T' }).click();
  const panel = page.getByTestId('eeat-feedback');
  await panel.getByText(/^E-E-A-T \d+\/100/).waitFor();
  await panel.getByText('Engine: Offline rules').waitFor();
  for (const pillar of ['Trustworthiness', 'Expertise', 'Authoritativeness', 'Experience'])
    await panel.getByText(pillar, { exact: true }).waitFor();
  const changes = panel.getByRole('region', { name: 'Changes that would gain most' });
  assert.equal(await changes.getByRole('listitem').count(), 3);
  assert.match(
    await changes.getByRole('listitem').first().innerText(),
    /\(up to \+[\d.]+ on .+\)$/,
  );

  // An edit clears the score; the feedback stays, saying it is from an earlier version.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' One more line.');
  await panel.getByText('scored before your latest edits').waitFor({ timeout: 15_000 });

  await page.reload();
  await page
    .getByTestId('eeat-feedback')
    .getByText(/^E-E-A-T \d+\/100/)
    .waitFor();
});

test('opening a scored chapter on a phone moves nothing: the panel and the toolbar are there when the text is painted', async ({
  page,
  context,
}) => {
  const paragraphs = Array.from(
    { length: 40 },
    (_, n) =>
      `<p>Paragraph ${n + 1}: the receipts show what the institution did and when it said otherwise (Smith, 2020).</p>`,
  );
  const { chapter, url } = await createChapter(context, CHAPTER + paragraphs.join(''));
  await api(context, 'POST', `/api/chapters/${chapter.id}/score-eeat`);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts = { sum: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.sum += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await page
    .getByTestId('eeat-feedback')
    .getByText(/^E-E-A-T \d+\/100/)
    .waitFor();
  await editor(page)
    .getByText(/^Paragraph 1:/)
    .waitFor();
  await page.getByRole('button', { name: 'Bold' }).and(page.locator(':enabled')).waitFor();
  await page.waitForLoadState('networkidle');
  // Two frames: a shift caused by the last render has been reported.
  const sum = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __layoutShifts: { sum: number } }).__layoutShifts.sum),
          ),
        ),
      ),
  );
  assert.ok(sum < 0.01, `layout shift ${sum.toFixed(3)} on opening the chapter`);
});
