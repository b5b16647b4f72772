/*
 * The chapter autosave as a pure state machine: (state, event) -> (state, commands).
 * No timers, no I/O, no clock: every event carries `now`, and scheduling is a command the
 * controller (save-controller.ts) turns into a real timer. So every rule below is unit-testable.
 *
 * The rules (SPEC §4 "Editor save", issue "Chapter editor"):
 * - a save starts 1 s after the last edit, or at the latest 10 s after the first unsaved edit;
 * - loading content into the editor never starts one;
 * - one save in flight at a time; what was typed meanwhile goes in the next one (newest wins);
 * - every save names the chapter version it was based on; a refusal (409) stops saving until the
 *   user chooses (keep mine: re-save on top of the server's version; load theirs: `loaded`);
 * - a failed save is retried with exponential backoff; the failure is announced once per streak;
 * - a server action (format, citation repair, scoring, restore) first flushes what is unsaved and
 *   holds saves while it runs, so a pending save can neither overwrite its result nor be lost.
 */

export interface SaveQueueConfig {
  debounceMs: number;
  maxWaitMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export type ActionHold = 'none' | 'waiting' | 'running';

export interface SaveQueueState {
  /** The server version the editor's text is based on. */
  baseVersion: number;
  /** Bumped by every load, so replies to saves started before it are recognised as stale. */
  epoch: number;
  /** Count of edits so far, and how many of them the server is known to hold. */
  editSeq: number;
  savedSeq: number;
  /** The first and the last edit not yet carried by a started save (for debounce and max wait). */
  pendingSince: number | null;
  lastEditAt: number | null;
  /** editSeq carried by the save in flight. */
  inFlight: number | null;
  failures: number;
  retryAt: number | null;
  conflict: boolean;
  hold: ActionHold;
  /** When the next save should start; null when none should. Derived by `dueAt` after each step. */
  dueAt: number | null;
  lastSavedAt: number | null;
  lastError: string | null;
}

export type SaveQueueEvent =
  | { type: 'loaded'; version: number; now: number }
  | { type: 'edited'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'saveSucceeded'; seq: number; epoch: number; version: number; now: number }
  | { type: 'saveFailed'; seq: number; epoch: number; message: string; now: number }
  | { type: 'saveConflicted'; seq: number; epoch: number; now: number }
  | { type: 'keepMine'; serverVersion: number; now: number }
  | { type: 'actionRequested'; now: number }
  | { type: 'actionSettled'; now: number }
  /** Save now what is unsaved (the page is being left), unless a save is running or blocked. */
  | { type: 'flush'; now: number };

export type SaveQueueCommand =
  | { type: 'schedule'; at: number }
  | { type: 'cancelSchedule' }
  | { type: 'save'; seq: number; epoch: number; baseVersion: number }
  | { type: 'notifySaveFailed'; message: string }
  | { type: 'showConflict' }
  | { type: 'runAction' }
  | { type: 'cancelAction'; reason: 'failed' | 'conflict'; message: string | null };

export interface SaveQueueStep {
  state: SaveQueueState;
  commands: SaveQueueCommand[];
}

export function initialSaveQueueState(version: number): SaveQueueState {
  return {
    baseVersion: version,
    epoch: 0,
    editSeq: 0,
    savedSeq: 0,
    pendingSince: null,
    lastEditAt: null,
    inFlight: null,
    failures: 0,
    retryAt: null,
    conflict: false,
    hold: 'none',
    dueAt: null,
    lastSavedAt: null,
    lastError: null,
  };
}

/** True while the editor holds text the server does not (the leave-page warning's predicate). */
export function hasUnsavedChanges(state: SaveQueueState): boolean {
  return state.editSeq > state.savedSeq;
}

/** Exponential backoff: base, 2×base, 4×base… capped. `failures` counts from 1. */
export function retryDelay(failures: number, config: SaveQueueConfig): number {
  return Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.max(0, failures - 1));
}

/** When the next save should start, or null when none should start now. */
export function dueAt(state: SaveQueueState, config: SaveQueueConfig): number | null {
  if (
    !hasUnsavedChanges(state) ||
    state.inFlight !== null ||
    state.conflict ||
    state.hold === 'running'
  )
    return null;
  if (state.failures > 0 && state.retryAt !== null) return state.retryAt;
  if (state.hold === 'waiting') return state.lastEditAt ?? 0;
  if (state.lastEditAt === null) return 0;
  const debounced = state.lastEditAt + config.debounceMs;
  return state.pendingSince === null
    ? debounced
    : Math.min(debounced, state.pendingSince + config.maxWaitMs);
}

/** Whether a reply belongs to the save the state is waiting for (and not to one before a load). */
export function isCurrentReply(
  state: SaveQueueState,
  reply: { seq: number; epoch: number },
): boolean {
  return state.inFlight === reply.seq && state.epoch === reply.epoch;
}

function startSave(state: SaveQueueState): SaveQueueStep {
  const next = { ...state, inFlight: state.editSeq, pendingSince: null };
  return {
    state: next,
    commands: [
      { type: 'save', seq: next.editSeq, epoch: next.epoch, baseVersion: next.baseVersion },
    ],
  };
}

function cancelWaitingAction(
  state: SaveQueueState,
  reason: 'failed' | 'conflict',
  message: string | null,
): SaveQueueStep {
  if (state.hold !== 'waiting') return { state, commands: [] };
  return {
    state: { ...state, hold: 'none' },
    commands: [{ type: 'cancelAction', reason, message }],
  };
}

/** Runs the waiting action once nothing is unsaved or in flight. */
function startActionIfReady(state: SaveQueueState): SaveQueueStep {
  if (state.hold !== 'waiting' || hasUnsavedChanges(state) || state.inFlight !== null)
    return { state, commands: [] };
  return { state: { ...state, hold: 'running' }, commands: [{ type: 'runAction' }] };
}

function transition(
  state: SaveQueueState,
  event: SaveQueueEvent,
  config: SaveQueueConfig,
): SaveQueueStep {
  switch (event.type) {
    case 'loaded':
      // The editor now shows the server's text: nothing is unsaved, and a reply still on the way is
      // stale. Its save stays "in flight" until that reply arrives, so two saves never overlap.
      return {
        state: {
          ...state,
          baseVersion: event.version,
          epoch: state.epoch + 1,
          savedSeq: state.editSeq,
          pendingSince: null,
          lastEditAt: null,
          failures: 0,
          retryAt: null,
          conflict: false,
          lastError: null,
        },
        commands: [],
      };

    case 'edited':
      return {
        state: {
          ...state,
          editSeq: state.editSeq + 1,
          lastEditAt: event.now,
          pendingSince: state.pendingSince ?? event.now,
        },
        commands: [],
      };

    case 'tick': {
      const due = dueAt(state, config);
      if (due === null || event.now < due) return { state, commands: [] };
      return startSave(state);
    }

    case 'saveSucceeded': {
      if (!isCurrentReply(state, event)) return { state: staleReply(state, event), commands: [] };
      const saved: SaveQueueState = {
        ...state,
        inFlight: null,
        savedSeq: event.seq,
        baseVersion: event.version,
        failures: 0,
        retryAt: null,
        lastSavedAt: event.now,
        lastError: null,
      };
      return startActionIfReady(saved);
    }

    case 'saveFailed': {
      if (!isCurrentReply(state, event)) return { state: staleReply(state, event), commands: [] };
      const failures = state.failures + 1;
      const failed: SaveQueueState = {
        ...state,
        inFlight: null,
        failures,
        retryAt: event.now + retryDelay(failures, config),
        lastError: event.message,
      };
      const cancelled = cancelWaitingAction(failed, 'failed', event.message);
      const announce: SaveQueueCommand[] =
        failures === 1 ? [{ type: 'notifySaveFailed', message: event.message }] : [];
      return { state: cancelled.state, commands: [...announce, ...cancelled.commands] };
    }

    case 'saveConflicted': {
      if (!isCurrentReply(state, event)) return { state: staleReply(state, event), commands: [] };
      const conflicted: SaveQueueState = {
        ...state,
        inFlight: null,
        conflict: true,
        failures: 0,
        retryAt: null,
      };
      const cancelled = cancelWaitingAction(conflicted, 'conflict', null);
      return {
        state: cancelled.state,
        commands: [{ type: 'showConflict' }, ...cancelled.commands],
      };
    }

    case 'keepMine': {
      if (!state.conflict) return { state, commands: [] };
      const resolved = { ...state, conflict: false, baseVersion: event.serverVersion };
      return hasUnsavedChanges(resolved) ? startSave(resolved) : { state: resolved, commands: [] };
    }

    case 'actionRequested': {
      if (state.hold !== 'none' || state.conflict) return { state, commands: [] };
      const waiting: SaveQueueState = { ...state, hold: 'waiting' };
      // Unsaved text goes to the server first, without waiting for the debounce or a retry delay.
      if (hasUnsavedChanges(waiting) && waiting.inFlight === null)
        return startSave({ ...waiting, failures: 0, retryAt: null });
      return startActionIfReady(waiting);
    }

    case 'actionSettled':
      return { state: { ...state, hold: 'none' }, commands: [] };

    case 'flush': {
      const blocked = state.inFlight !== null || state.conflict || state.hold === 'running';
      return hasUnsavedChanges(state) && !blocked ? startSave(state) : { state, commands: [] };
    }
  }
}

function staleReply(state: SaveQueueState, reply: { seq: number; epoch: number }): SaveQueueState {
  // A reply from before a load: its save is over, but it says nothing about the text shown now.
  return state.inFlight === reply.seq && state.epoch !== reply.epoch
    ? { ...state, inFlight: null }
    : state;
}

/** One step of the machine, plus the timer command that keeps the schedule equal to `dueAt`. */
export function stepSaveQueue(
  state: SaveQueueState,
  event: SaveQueueEvent,
  config: SaveQueueConfig,
): SaveQueueStep {
  const { state: next, commands } = transition(state, event, config);
  const due = dueAt(next, config);
  const withDue = { ...next, dueAt: due };
  if (due === state.dueAt) return { state: withDue, commands };
  const timer: SaveQueueCommand =
    due === null ? { type: 'cancelSchedule' } : { type: 'schedule', at: due };
  return { state: withDue, commands: [...commands, timer] };
}

export type SaveIndicator =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'unsaved'; reason: 'failed' | 'conflict' }
  /** The browser is offline with text not yet on the server (the page decides; see useChapterAutosave). */
  | { kind: 'offline' };

/** What the save indicator shows: 'Saving...' from the first edit until the server has it. */
export function saveIndicator(state: SaveQueueState): SaveIndicator {
  if (state.conflict) return { kind: 'unsaved', reason: 'conflict' };
  if (state.failures > 0 && hasUnsavedChanges(state)) return { kind: 'unsaved', reason: 'failed' };
  if (hasUnsavedChanges(state) || state.inFlight !== null) return { kind: 'saving' };
  if (state.lastSavedAt !== null) return { kind: 'saved', at: state.lastSavedAt };
  return { kind: 'idle' };
}
