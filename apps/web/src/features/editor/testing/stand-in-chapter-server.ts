import type { SaveOutcome } from '../save-controller.ts';

/**
 * The chapter endpoint's contract for save tests: PUT with a baseVersion older than the stored
 * version is refused (409); an accepted content change advances the version; while `down`, every
 * call fails. Replies can be held back (`hold`) to test what happens while a save is in flight.
 */
export class StandInChapterServer {
  content: string;
  version: number;
  down = false;
  holdReplies = false;
  readonly received: { content: string; baseVersion: number }[] = [];
  private held: (() => void)[] = [];

  constructor(content = '', version = 1) {
    this.content = content;
    this.version = version;
  }

  /** Another tab (or a restore) writes the chapter. */
  writeElsewhere(content: string): void {
    this.content = content;
    this.version += 1;
  }

  readonly send = (request: { content: string; baseVersion: number }): Promise<SaveOutcome> => {
    this.received.push(request);
    const answer = (): SaveOutcome => {
      if (this.down) return { kind: 'failed', message: 'fetch failed' };
      if (request.baseVersion !== this.version) return { kind: 'conflict' };
      if (request.content !== this.content) {
        this.content = request.content;
        this.version += 1;
      }
      return { kind: 'saved', version: this.version };
    };
    if (!this.holdReplies) return Promise.resolve(answer());
    return new Promise((resolve) => this.held.push(() => resolve(answer())));
  };

  /** Answers the held requests, in order. */
  release(): void {
    const held = this.held;
    this.held = [];
    for (const reply of held) reply();
  }

  get pending(): number {
    return this.held.length;
  }
}
