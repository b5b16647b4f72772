import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_CONFIG } from './autosave-config.ts';
import { browserClock, createSaveController, type SaveController } from './save-controller.ts';
import { StandInChapterServer } from './testing/stand-in-chapter-server.ts';

/** An editor stand-in: its text, and a controller told about every edit. */
function setUp(server = new StandInChapterServer('<p>a</p>', 1)) {
  const editor = { text: server.content, serializations: 0 };
  const failures: string[] = [];
  const conflicts: number[] = [];
  const drafts: ({ content: string; baseVersion: number } | null)[] = [];
  const controller: SaveController = createSaveController({
    version: server.version,
    config: AUTOSAVE_CONFIG,
    clock: browserClock,
    serialize: () => {
      editor.serializations += 1;
      return editor.text;
    },
    send: server.send,
    onSaveFailed: (message) => failures.push(message),
    onConflict: () => conflicts.push(Date.now()),
    onDraft: (draft) => drafts.push(draft),
  });
  const type = (text: string) => {
    editor.text = text;
    controller.edited();
  };
  return { server, editor, controller, type, failures, conflicts, drafts };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave debounce', () => {
  it('saves once, 1 s after the last edit, and serialises only then', async () => {
    const { server, editor, type } = setUp();
    type('<p>ab</p>');
    await vi.advanceTimersByTimeAsync(600);
    type('<p>abc</p>');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.received).toHaveLength(0);
    expect(editor.serializations).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.received).toEqual([{ content: '<p>abc</p>', baseVersion: 1 }]);
    expect(editor.serializations).toBe(1);
    expect(server.content).toBe('<p>abc</p>');
  });

  it('never saves after a load alone', async () => {
    const { server, controller } = setUp();
    controller.loaded(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.received).toHaveLength(0);
  });

  it('reports saving from the first edit and saved with the time once the server has it', async () => {
    const { controller, type } = setUp();
    type('<p>b</p>');
    expect(controller.getState().editSeq).toBeGreaterThan(controller.getState().savedSeq);
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().lastSavedAt).toBe(1000);
    expect(controller.getState().editSeq).toBe(controller.getState().savedSeq);
  });
});

describe('autosave maximum wait', () => {
  it('saves at most 10 s after the first unsaved edit while typing never pauses', async () => {
    const { server, type } = setUp();
    for (let ms = 0; ms < 10_000; ms += 200) {
      type(`<p>${ms}</p>`);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.content).toBe('<p>9800</p>');
  });
});

describe('one save in flight, newest text wins', () => {
  it('holds edits made during a save for the next one, which names the new version', async () => {
    const { server, type } = setUp();
    server.holdReplies = true;
    type('<p>first</p>');
    await vi.advanceTimersByTimeAsync(1000);
    type('<p>second</p>');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.received).toHaveLength(1);
    server.holdReplies = false;
    server.release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.received.map((r) => r.baseVersion)).toEqual([1, 2]);
    expect(server.content).toBe('<p>second</p>');
  });
});

describe('a server action (format) and the pending save', () => {
  it('replaces the pending debounced save by an immediate one, holds saves while it runs, and saves nothing after its result loads', async () => {
    const { server, editor, controller, type } = setUp();
    type('<p>typed</p>');
    await vi.advanceTimersByTimeAsync(300);
    const formatted = controller.runAction(async () => {
      expect(server.content).toBe('<p>typed</p>');
      server.writeElsewhere('<p>Typed.</p>');
      editor.text = server.content;
      controller.loaded(server.version);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(await formatted).toEqual({ ran: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.received).toHaveLength(1);
    expect(server.content).toBe('<p>Typed.</p>');
  });

  it('does not run the action when the flush fails, and keeps the text unsaved', async () => {
    const { server, controller, type, failures } = setUp();
    type('<p>typed</p>');
    server.down = true;
    const outcome = await controller.runAction(async () => {
      throw new Error('must not run');
    });
    expect(outcome).toEqual({ ran: false, reason: 'failed', message: 'fetch failed' });
    expect(failures).toEqual(['fetch failed']);
    server.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.content).toBe('<p>typed</p>');
  });
});

describe('retry with backoff', () => {
  it('retries after 1, 2, 4, 8 s…, announces the failure once, and saves the newest text when the server is back', async () => {
    const { server, controller, type, failures, drafts } = setUp();
    server.down = true;
    type('<p>offline 1</p>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.received).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.received).toHaveLength(3);
    type('<p>offline 2</p>');
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.received).toHaveLength(4);
    expect(failures).toEqual(['fetch failed']);
    expect(controller.getState().failures).toBe(4);
    expect(drafts.at(-1)).toEqual({ content: '<p>offline 2</p>', baseVersion: 1 });

    server.down = false;
    await vi.advanceTimersByTimeAsync(8000);
    expect(server.content).toBe('<p>offline 2</p>');
    expect(controller.getState().failures).toBe(0);
    expect(drafts.at(-1)).toBeNull();
  });

  it('caps the delay between retries', async () => {
    const { server, type } = setUp();
    server.down = true;
    type('<p>x</p>');
    await vi.advanceTimersByTimeAsync(1000 + 1000 + 2000 + 4000 + 8000);
    const before = server.received.length;
    await vi.advanceTimersByTimeAsync(AUTOSAVE_CONFIG.retryMaxMs);
    expect(server.received.length).toBe(before + 1);
  });
});

describe('conflict', () => {
  it('stops saving on 409 and asks; keep mine re-saves on top of the server version', async () => {
    const { server, controller, type, conflicts } = setUp();
    server.writeElsewhere('<p>theirs</p>');
    type('<p>mine</p>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(conflicts).toHaveLength(1);
    type('<p>mine, more</p>');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.received).toHaveLength(1);
    expect(server.content).toBe('<p>theirs</p>');

    controller.keepMine(server.version);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.received.at(-1)).toEqual({ content: '<p>mine, more</p>', baseVersion: 2 });
    expect(server.content).toBe('<p>mine, more</p>');
  });

  it('load theirs ends the conflict without saving', async () => {
    const { server, editor, controller, type } = setUp();
    server.writeElsewhere('<p>theirs</p>');
    type('<p>mine</p>');
    await vi.advanceTimersByTimeAsync(1000);
    editor.text = server.content;
    controller.loaded(server.version);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.received).toHaveLength(1);
    expect(controller.getState().conflict).toBe(false);
    type('<p>theirs, then mine</p>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.content).toBe('<p>theirs, then mine</p>');
  });
});
