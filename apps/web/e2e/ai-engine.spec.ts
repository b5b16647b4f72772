import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assert, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';
import { callServer, signedInContext, startControlledServer } from './server-control.ts';

/** A local OpenAI-compatible server (as Ollama or LM Studio would be): Chat Completions only. */
async function startModelServer(reply: (body: { model: string }) => unknown) {
  const seen: { url: string; body: { model: string; response_format?: { type: string } } }[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text || '{}');
      seen.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: 1_764_000_000,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(reply(body)) },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, seen, close: () => server.close() };
}

// The engine is the installation's: chosen on a server of its own, so other specs keep theirs.
test('Settings chooses a local OpenAI-compatible server, tests the connection, and the draft analysis uses it', async ({
  context: shared,
}) => {
  const model = await startModelServer(() => ({
    ok: true,
    structure: ['A plan read by the local model'],
    chapterPlan: [],
    milestones: [],
    gaps: [],
    risks: [],
  }));
  const server = await startControlledServer();
  const context = await signedInContext(shared.browser()!, server);
  try {
    const page = await context.newPage();
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'AI Engine' }).waitFor();
    await page
      .getByText("In use: the server's environment (AI_PROVIDER) chooses this engine.")
      .waitFor();
    const section = page.getByRole('region', { name: 'AI Engine' });
    await section.getByRole('combobox', { name: 'Engine' }).click();
    await page.getByRole('option', { name: 'OpenAI-compatible server' }).click();
    await section.getByLabel('Server address').fill(model.url);
    await section.getByLabel('Model').fill('llama3.2');

    await section.getByRole('button', { name: 'Test connection' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: 'The OpenAI-compatible server answered as asked (model llama3.2).' })
      .waitFor();
    assert.equal(model.seen[0]!.url, '/v1/chat/completions');
    assert.equal(model.seen[0]!.body.model, 'llama3.2');

    await section.getByRole('button', { name: 'Save Engine' }).click();
    await expectToast(page, 'Success', 'AI engine saved');
    await page.getByText('In use: chosen on this page.').waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('Server address').inputValue(), model.url);

    const book = await callServer<{ id: number }>(context, server, 'POST', '/api/books', {
      title: 'Local Models',
      targetWordCount: 1000,
      currentWordCount: 0,
      status: 'planning',
    });
    await page.goto(`/book/${book.id}`);
    await page.getByRole('button', { name: 'Run Draft Analysis' }).click();
    await expectToast(page, 'Draft Analysis Updated');
    await page.getByRole('button', { name: 'AI Draft Analysis Logs' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Engine: OpenAI-compatible').waitFor();
    await dialog.getByText('A plan read by the local model').waitFor();
    await page.keyboard.press('Escape');
    assert.equal(model.seen.length, 2);

    await page.goto('/settings');
    await page.getByRole('button', { name: "Use the server's environment" }).click();
    await expectToast(page, 'Success', "The server's environment chooses the AI engine again");
  } finally {
    await context.close();
    await server.dispose();
    model.close();
  }
});
