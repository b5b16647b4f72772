import {
  initialSaveQueueState,
  stepSaveQueue,
  type SaveQueueCommand,
  type SaveQueueConfig,
  type SaveQueueEvent,
  type SaveQueueState,
} from './save-queue.ts';

/*
 * Runs the pure save queue: turns its commands into timers and calls, and the replies back into
 * events. Everything outside (clock, serialisation, the network, drafts, toasts) is injected, so
 * tests drive it with fake timers and a stand-in server function.
 */

export interface SaveClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: SaveClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type SaveOutcome =
  { kind: 'saved'; version: number } | { kind: 'conflict' } | { kind: 'failed'; message: string };

export type ActionOutcome =
  { ran: true } | { ran: false; reason: 'busy' | 'conflict' | 'failed'; message: string | null };

export interface SaveControllerOptions {
  version: number;
  config: SaveQueueConfig;
  clock?: SaveClock;
  /** The editor's text now. Called on the debounce only, never per keystroke. */
  serialize: () => string;
  send: (request: { content: string; baseVersion: number }) => Promise<SaveOutcome>;
  onSaveFailed?: (message: string) => void;
  onConflict?: () => void;
  /** Unsaved text worth keeping locally (tab crash, server outage); null once the server has it all. */
  onDraft?: (draft: { content: string; baseVersion: number } | null) => void;
}

export interface SaveController {
  getState(): SaveQueueState;
  subscribe(listener: (state: SaveQueueState) => void): () => void;
  edited(): void;
  /** The editor was given the server's text at `version` (initial load, "load theirs", a restore…). */
  loaded(version: number): void;
  /** Conflict resolved by keeping the local text: save it on top of the server's `serverVersion`. */
  keepMine(serverVersion: number): void;
  /** Starts a save of what is unsaved right away (the page is being left). */
  flush(): void;
  /** Saves what is unsaved, then runs `action` with saves held; resolves when it is over. */
  runAction(action: () => Promise<void>): Promise<ActionOutcome>;
  dispose(): void;
}

export function createSaveController(options: SaveControllerOptions): SaveController {
  const clock = options.clock ?? browserClock;
  let state = initialSaveQueueState(options.version);
  let timer: unknown = null;
  let draftTimer: unknown = null;
  let disposed = false;
  let pendingAction: {
    run: () => Promise<void>;
    resolve: (outcome: ActionOutcome) => void;
  } | null = null;
  const listeners = new Set<(state: SaveQueueState) => void>();
  // The last serialisation, by edit count: a save and a draft of the same edits share one.
  let serialized: { seq: number; content: string } | null = null;

  const contentNow = (): string => {
    if (serialized?.seq !== state.editSeq)
      serialized = { seq: state.editSeq, content: options.serialize() };
    return serialized.content;
  };

  const dispatch = (event: SaveQueueEvent) => {
    if (disposed) return;
    const step = stepSaveQueue(state, event, options.config);
    state = step.state;
    for (const command of step.commands) run(command);
    for (const listener of listeners) listener(state);
  };

  const run = (command: SaveQueueCommand) => {
    switch (command.type) {
      case 'schedule':
        if (timer !== null) clock.clearTimeout(timer);
        timer = clock.setTimeout(
          () => {
            timer = null;
            dispatch({ type: 'tick', now: clock.now() });
          },
          Math.max(0, command.at - clock.now()),
        );
        return;
      case 'cancelSchedule':
        if (timer !== null) clock.clearTimeout(timer);
        timer = null;
        return;
      case 'save':
        void save(command);
        return;
      case 'notifySaveFailed':
        options.onSaveFailed?.(command.message);
        return;
      case 'showConflict':
        options.onConflict?.();
        return;
      case 'runAction':
        void runPendingAction();
        return;
      case 'cancelAction': {
        const action = pendingAction;
        pendingAction = null;
        action?.resolve({ ran: false, reason: command.reason, message: command.message });
        return;
      }
    }
  };

  const save = async ({
    seq,
    epoch,
    baseVersion,
  }: {
    seq: number;
    epoch: number;
    baseVersion: number;
  }) => {
    const content = contentNow();
    options.onDraft?.({ content, baseVersion });
    let outcome: SaveOutcome;
    try {
      outcome = await options.send({ content, baseVersion });
    } catch (error) {
      outcome = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    const now = clock.now();
    if (outcome.kind === 'saved')
      dispatch({ type: 'saveSucceeded', seq, epoch, version: outcome.version, now });
    else if (outcome.kind === 'conflict') dispatch({ type: 'saveConflicted', seq, epoch, now });
    else dispatch({ type: 'saveFailed', seq, epoch, message: outcome.message, now });
    if (state.editSeq === state.savedSeq && state.inFlight === null) options.onDraft?.(null);
  };

  const runPendingAction = async () => {
    const action = pendingAction;
    pendingAction = null;
    try {
      await action?.run();
    } finally {
      dispatch({ type: 'actionSettled', now: clock.now() });
      action?.resolve({ ran: true });
    }
  };

  // While saves cannot reach the server, the local draft follows the text on the debounce.
  const scheduleDraft = () => {
    if (!options.onDraft || draftTimer !== null) return;
    draftTimer = clock.setTimeout(() => {
      draftTimer = null;
      if (disposed || !(state.failures > 0 || state.conflict)) return;
      options.onDraft?.({ content: contentNow(), baseVersion: state.baseVersion });
    }, options.config.debounceMs);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edited() {
      dispatch({ type: 'edited', now: clock.now() });
      if (state.failures > 0 || state.conflict) scheduleDraft();
    },
    loaded(version) {
      serialized = null;
      dispatch({ type: 'loaded', version, now: clock.now() });
    },
    keepMine(serverVersion) {
      dispatch({ type: 'keepMine', serverVersion, now: clock.now() });
    },
    flush() {
      dispatch({ type: 'flush', now: clock.now() });
    },
    runAction(action) {
      if (pendingAction || state.hold !== 'none')
        return Promise.resolve({ ran: false, reason: 'busy', message: null });
      if (state.conflict) return Promise.resolve({ ran: false, reason: 'conflict', message: null });
      return new Promise<ActionOutcome>((resolve) => {
        pendingAction = { run: action, resolve };
        dispatch({ type: 'actionRequested', now: clock.now() });
      });
    },
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (draftTimer !== null) clock.clearTimeout(draftTimer);
      listeners.clear();
    },
  };
}
