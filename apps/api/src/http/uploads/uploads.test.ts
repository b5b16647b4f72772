import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { requestContextFactory } from '../request-context.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});

const MB = 1024 * 1024;
const form = (field: string, name: string, type: string, size: number) => {
  const body = new FormData();
  body.append('note', 'a text field is ignored');
  body.append(field, new Blob([new Uint8Array(size)], { type }), name);
  return body;
};
const upload = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.request(url, { method: 'POST', cookie, body, headers });
const replyOf = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
});

describe('upload routes (in-process)', () => {
  it('refuse without a session, before reading the body', async () => {
    const response = await t.request('/api/books/1/cover', {
      method: 'POST',
      body: form('cover', 'c.png', 'image/png', 10),
    });
    expect(await replyOf(response)).toEqual({
      status: 401,
      body: { message: 'Please sign in to continue' },
    });
  });

  it('accept a file of the right field, type and size, then answer 501 for now', async () => {
    expect(
      await replyOf(await upload('/api/upload/book', form('document', 'plan.md', '', 10))),
    ).toEqual({ status: 501, body: { message: 'Master plan upload is not available yet' } });
    expect(
      await replyOf(
        await upload('/api/books/1/upload-chapters', form('document', 'x', 'application/pdf', 10)),
      ),
    ).toEqual({ status: 501, body: { message: 'Chapter upload is not available yet' } });
    expect(
      await replyOf(await upload('/api/books/1/cover', form('cover', 'c.webp', 'image/webp', 10))),
    ).toEqual({ status: 501, body: { message: 'Cover upload is not available yet' } });
  });

  it('have their own cap, above the 5 MB JSON limit', async () => {
    const response = await upload('/api/upload/book', form('document', 'plan.pdf', '', 7 * MB));
    expect(response.status).toBe(501);
  });

  it("refuse a wrong type with SPEC §5's text", async () => {
    expect(
      await replyOf(
        await upload('/api/upload/book', form('document', 'plan.txt', 'text/plain', 10)),
      ),
    ).toEqual({
      status: 400,
      body: { message: 'Invalid File Type: Please upload a .docx, .md, or .pdf file' },
    });
    expect(
      await replyOf(await upload('/api/books/1/cover', form('cover', 'c.gif', 'image/gif', 10))),
    ).toEqual({
      status: 400,
      body: {
        message: 'Invalid File Type: Please upload a .jpg, .jpeg, .png, or .webp image file',
      },
    });
  });

  it("refuse a file over the cap with SPEC §5's text", async () => {
    expect(
      await replyOf(await upload('/api/upload/book', form('document', 'p.pdf', '', 10 * MB + 1))),
    ).toEqual({ status: 413, body: { message: 'File Too Large: Maximum file size is 10MB' } });
    expect(
      await replyOf(await upload('/api/books/1/cover', form('cover', 'c.png', '', 5 * MB + 1))),
    ).toEqual({ status: 413, body: { message: 'File Too Large: Maximum file size is 5MB' } });
  });

  it('refuse a missing file, a file under another name, two files, and no multipart', async () => {
    const none = new FormData();
    none.append('note', 'x');
    expect(await replyOf(await upload('/api/upload/book', none))).toEqual({
      status: 400,
      body: { message: "Attach a file in the 'document' field" },
    });
    expect((await upload('/api/upload/book', form('file', 'p.md', '', 10))).status).toBe(400);
    const two = form('document', 'a.md', '', 10);
    two.append('document', new Blob(['x']), 'b.md');
    expect(await replyOf(await upload('/api/upload/book', two))).toEqual({
      status: 400,
      body: { message: 'Send one file at a time' },
    });
    const json = await upload('/api/upload/book', '{}', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect((await json.json()).message).toMatch(/multipart\/form-data/);
  });

  it('refuse a malformed book id', async () => {
    const response = await upload('/api/books/abc/cover', form('cover', 'c.png', '', 10));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^id/);
  });
});

describe('upload routes over a real socket', () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    const probe = new Hono();
    const contextFor = requestContextFactory(t.services);
    probe.get('/probe/address', (c) => c.text(contextFor(c).clientAddress));
    probe.route('/', t.app);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: probe.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the context knows the client address', async () => {
    expect(await (await fetch(`${base}/probe/address`)).text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("Node's fetch reads the 413 of a file over the cap (no reset connection)", async () => {
    const response = await fetch(`${base}/api/upload/book`, {
      method: 'POST',
      headers: { cookie },
      body: form('document', 'big.pdf', 'application/pdf', 12 * MB),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'File Too Large: Maximum file size is 10MB' });
  });

  it('a streamed body without Content-Length is cut at the cap, and the 413 still arrives', async () => {
    const boundary = 'receipts-test-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="cover"; filename="c.png"\r\ncontent-type: image/png\r\n\r\n`;
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
      },
      pull(controller) {
        if (sent >= 8 * MB) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${base}/api/books/1/cover`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'File Too Large: Maximum file size is 5MB' });
  });

  it('curl -F reads the 413 JSON too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'receipts-upload-'));
    try {
      const file = path.join(dir, 'big.pdf');
      await writeFile(file, new Uint8Array(11 * MB));
      const { stdout } = await promisify(execFile)('curl', [
        '-sS',
        '-w',
        '\n%{http_code}',
        '-H',
        `cookie: ${cookie}`,
        '-F',
        `document=@${file}`,
        `${base}/api/upload/book`,
      ]);
      const [body, status] = stdout.split('\n');
      expect(status).toBe('413');
      expect(JSON.parse(body!)).toEqual({ message: 'File Too Large: Maximum file size is 10MB' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
