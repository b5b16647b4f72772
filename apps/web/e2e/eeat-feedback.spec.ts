import { assert } from './lib/helpers.ts';
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
