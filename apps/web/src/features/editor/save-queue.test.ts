import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTOSAVE_CONFIG } from './autosave-config.ts';
import {
  dueAt,
  hasUnsavedChanges,
  initialSaveQueueState,
  retryDelay,
  saveIndicator,
  stepSaveQueue,
  type SaveQueueCommand,
  type SaveQueueEvent,
  type SaveQueueState,
} from './save-queue.ts';

const config = AUTOSAVE_CONFIG;

function run(events: SaveQueueEvent[], start = initialSaveQueueState(1)) {
  let state = start;
  const commands: SaveQueueCommand[] = [];
  for (const event of events) {
    const step = stepSaveQueue(state, event, config);
    state = step.state;
    commands.push(...step.commands);
  }
  return { state, commands };
}

describe('save queue decisions', () => {
  it('schedules the save 1 s after the last edit', () => {
    const { state, commands } = run([
      { type: 'edited', now: 0 },
      { type: 'edited', now: 400 },
    ]);
    expect(state.dueAt).toBe(1400);
    expect(commands.at(-1)).toEqual({ type: 'schedule', at: 1400 });
  });

  it('never lets continuous typing push the save past the maximum wait', () => {
    const edits: SaveQueueEvent[] = Array.from({ length: 60 }, (_, i) => ({
      type: 'edited',
      now: i * 500,
    }));
    expect(run(edits).state.dueAt).toBe(config.maxWaitMs);
  });

  it('a tick before the due time does nothing; at the due time it starts one save with the base version', () => {
    const edited = run([{ type: 'edited', now: 0 }]).state;
    expect(stepSaveQueue(edited, { type: 'tick', now: 999 }, config).commands).toEqual([]);
    const started = stepSaveQueue(edited, { type: 'tick', now: 1000 }, config);
    expect(started.commands).toEqual([
      { type: 'save', seq: 1, epoch: 0, baseVersion: 1 },
      { type: 'cancelSchedule' },
    ]);
  });

  it('a load schedules nothing and leaves nothing unsaved', () => {
    const { state, commands } = run([
      { type: 'edited', now: 0 },
      { type: 'loaded', version: 7, now: 10 },
    ]);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(state.baseVersion).toBe(7);
    expect(commands.at(-1)).toEqual({ type: 'cancelSchedule' });
  });

  it('ignores the reply of a save started before a load, and starts no second save until it arrives', () => {
    const { state } = run([
      { type: 'edited', now: 0 },
      { type: 'tick', now: 1000 },
      { type: 'loaded', version: 5, now: 1100 },
      { type: 'edited', now: 1200 },
      { type: 'tick', now: 5000 },
    ]);
    expect(state.inFlight).toBe(1);
    const replied = stepSaveQueue(
      state,
      { type: 'saveSucceeded', seq: 1, epoch: 0, version: 2, now: 5100 },
      config,
    );
    expect(replied.state.baseVersion).toBe(5);
    expect(replied.state.inFlight).toBeNull();
    // The edit made after the load is overdue by now, so it goes at once.
    expect(replied.state.dueAt).toBe(2200);
  });

  it('announces a failure once per streak and backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, config))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    const { commands } = run([
      { type: 'edited', now: 0 },
      { type: 'tick', now: 1000 },
      { type: 'saveFailed', seq: 1, epoch: 0, message: '503: down', now: 1010 },
      { type: 'tick', now: 2010 },
      { type: 'saveFailed', seq: 1, epoch: 0, message: '503: down', now: 2020 },
    ]);
    expect(commands.filter((c) => c.type === 'notifySaveFailed')).toEqual([
      { type: 'notifySaveFailed', message: '503: down' },
    ]);
    expect(commands.at(-1)).toEqual({ type: 'schedule', at: 4020 });
  });

  it('shows unsaved (not saving) while failing, and saved with the time after success', () => {
    const failing = run([
      { type: 'edited', now: 0 },
      { type: 'tick', now: 1000 },
      { type: 'saveFailed', seq: 1, epoch: 0, message: 'x', now: 1010 },
    ]).state;
    expect(saveIndicator(failing)).toEqual({ kind: 'unsaved', reason: 'failed' });
    const saved = run(
      [
        { type: 'tick', now: 2010 },
        { type: 'saveSucceeded', seq: 1, epoch: 0, version: 2, now: 2020 },
      ],
      failing,
    ).state;
    expect(saveIndicator(saved)).toEqual({ kind: 'saved', at: 2020 });
  });

  it('on conflict: asks once, saves nothing more until keep mine, then saves at once on the server version', () => {
    const conflicted = run([
      { type: 'edited', now: 0 },
      { type: 'tick', now: 1000 },
      { type: 'saveConflicted', seq: 1, epoch: 0, now: 1010 },
      { type: 'edited', now: 1100 },
    ]);
    expect(conflicted.commands.filter((c) => c.type === 'showConflict')).toHaveLength(1);
    expect(dueAt(conflicted.state, config)).toBeNull();
    const mine = stepSaveQueue(
      conflicted.state,
      { type: 'keepMine', serverVersion: 4, now: 9000 },
      config,
    );
    expect(mine.commands[0]).toEqual({ type: 'save', seq: 2, epoch: 0, baseVersion: 4 });
  });

  it('a flush saves at once what is unsaved, but never beside a save in flight or during a conflict', () => {
    const edited = run([{ type: 'edited', now: 0 }]).state;
    expect(stepSaveQueue(edited, { type: 'flush', now: 10 }, config).commands[0]).toEqual({
      type: 'save',
      seq: 1,
      epoch: 0,
      baseVersion: 1,
    });
    const inFlight = run(
      [
        { type: 'tick', now: 1000 },
        { type: 'edited', now: 1100 },
      ],
      edited,
    ).state;
    expect(stepSaveQueue(inFlight, { type: 'flush', now: 1200 }, config).commands).toEqual([]);
    expect(
      stepSaveQueue(initialSaveQueueState(1), { type: 'flush', now: 0 }, config).commands,
    ).toEqual([]);
  });

  it('an action waits for the flush, runs with saves held, and is cancelled when the flush fails', () => {
    const requested = run([
      { type: 'edited', now: 0 },
      { type: 'actionRequested', now: 100 },
    ]);
    expect(requested.commands).toContainEqual({ type: 'save', seq: 1, epoch: 0, baseVersion: 1 });
    const ran = stepSaveQueue(
      requested.state,
      { type: 'saveSucceeded', seq: 1, epoch: 0, version: 2, now: 150 },
      config,
    );
    expect(ran.commands).toEqual([{ type: 'runAction' }]);
    const held = stepSaveQueue(ran.state, { type: 'edited', now: 200 }, config);
    expect(held.state.dueAt).toBeNull();

    const failed = stepSaveQueue(
      requested.state,
      { type: 'saveFailed', seq: 1, epoch: 0, message: 'down', now: 150 },
      config,
    );
    expect(failed.commands).toContainEqual({
      type: 'cancelAction',
      reason: 'failed',
      message: 'down',
    });
    expect(failed.state.hold).toBe('none');
  });
});

/*
 * Property: whatever the interleaving of edits, elapsed time, failures, replies, writes from
 * another tab (resolved by "keep mine") and server actions, once the server is reachable again and
 * the queue has run its course, the server holds the editor's latest text and nothing is unsaved.
 */
type Op =
  | { kind: 'edit' }
  | { kind: 'wait'; ms: number }
  | { kind: 'reply' }
  | { kind: 'toggleServer' }
  | { kind: 'otherTab' }
  | { kind: 'action' };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Op>({ kind: 'edit' }) },
  {
    weight: 4,
    arbitrary: fc.integer({ min: 1, max: 20_000 }).map<Op>((ms) => ({ kind: 'wait', ms })),
  },
  { weight: 4, arbitrary: fc.constant<Op>({ kind: 'reply' }) },
  { weight: 2, arbitrary: fc.constant<Op>({ kind: 'toggleServer' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'otherTab' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'action' }) },
);

class Simulation {
  now = 0;
  text = 'v0';
  edits = 0;
  server = { content: 'v0', version: 1, down: false };
  state: SaveQueueState = initialSaveQueueState(1);
  requests: { seq: number; epoch: number; content: string; baseVersion: number }[] = [];
  conflictShown = false;
  actionRunning = false;

  dispatch(event: SaveQueueEvent): void {
    const step = stepSaveQueue(this.state, event, config);
    this.state = step.state;
    for (const command of step.commands) {
      if (command.type === 'save') {
        // One save in flight at a time: the machine must never start a second one.
        expect(this.requests).toHaveLength(0);
        this.requests.push({ ...command, content: this.text });
      } else if (command.type === 'showConflict') this.conflictShown = true;
      else if (command.type === 'runAction') this.actionRunning = true;
    }
  }

  apply(op: Op): void {
    switch (op.kind) {
      case 'edit':
        if (this.actionRunning) return; // the editor is read-only while an action runs
        this.text = `v${++this.edits}`;
        this.dispatch({ type: 'edited', now: this.now });
        return;
      case 'wait':
        this.advance(this.now + op.ms);
        return;
      case 'reply':
        this.reply();
        return;
      case 'toggleServer':
        this.server.down = !this.server.down;
        return;
      case 'otherTab':
        // Another tab writes while this one has unsaved text (otherwise this tab simply shows older text).
        if (!hasUnsavedChanges(this.state)) return;
        this.server.content = `other-${this.server.version}`;
        this.server.version += 1;
        return;
      case 'action':
        this.dispatch({ type: 'actionRequested', now: this.now });
        return;
    }
  }

  advance(to: number): void {
    while (this.state.dueAt !== null && this.state.dueAt <= to) {
      this.now = Math.max(this.now, this.state.dueAt);
      this.dispatch({ type: 'tick', now: this.now });
    }
    this.now = Math.max(this.now, to);
  }

  reply(): void {
    const request = this.requests.shift();
    if (!request) return;
    const { seq, epoch } = request;
    if (this.server.down)
      this.dispatch({ type: 'saveFailed', seq, epoch, message: 'down', now: this.now });
    else if (request.baseVersion !== this.server.version)
      this.dispatch({ type: 'saveConflicted', seq, epoch, now: this.now });
    else {
      if (request.content !== this.server.content) {
        this.server.content = request.content;
        this.server.version += 1;
      }
      this.dispatch({
        type: 'saveSucceeded',
        seq,
        epoch,
        version: this.server.version,
        now: this.now,
      });
    }
  }

  /** The user and the page react: an action finishes, a conflict is resolved by keeping the local text. */
  react(): void {
    if (this.actionRunning) {
      this.actionRunning = false;
      this.dispatch({ type: 'actionSettled', now: this.now });
    }
    if (this.conflictShown) {
      this.conflictShown = false;
      this.dispatch({ type: 'keepMine', serverVersion: this.server.version, now: this.now });
    }
  }

  settle(): void {
    this.server.down = false;
    for (let round = 0; round < 100; round++) {
      this.react();
      if (this.requests.length > 0) this.reply();
      else if (this.state.dueAt !== null) this.advance(this.state.dueAt);
      else if (!this.conflictShown && !this.actionRunning) return;
    }
    throw new Error('the save queue did not settle');
  }
}

describe('save queue property', () => {
  it('for any interleaving of edits, failures and retries, the server ends with the latest text', () => {
    fc.assert(
      fc.property(
        fc.array(opArbitrary, { maxLength: 80 }),
        fc.array(fc.boolean(), { maxLength: 80 }),
        (ops, reactions) => {
          const sim = new Simulation();
          ops.forEach((op, i) => {
            sim.apply(op);
            if (reactions[i]) sim.react();
          });
          sim.settle();
          expect(sim.server.content).toBe(sim.text);
          expect(hasUnsavedChanges(sim.state)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
