import type { MikroORM } from '@mikro-orm/postgresql';
import { TRASH_DAYS } from './trash-texts.ts';
import { purgeTrash } from './trash.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashPurge {
  stop(): void;
}

/**
 * Deletes for good what has been in the Trash for more than TRASH_DAYS days: once at start, then
 * every day. Several app processes may run it at once; each statement deletes what is due, so a
 * second run finds nothing left to do.
 */
export function startTrashPurge(
  orm: MikroORM,
  log: (line: string) => void = console.log,
  now: () => number = Date.now,
): TrashPurge {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    const purged = await purgeTrash(orm.em.fork(), new Date(now() - TRASH_DAYS * DAY_MS));
    if (purged.books + purged.chapters > 0) {
      log(`Trash: deleted ${purged.books} book(s) and ${purged.chapters} chapter(s) for good`);
    }
  };
  const tick = () => {
    run()
      .catch((error: unknown) => log(`Trash purge failed: ${String(error)}`))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, DAY_MS);
        timer.unref();
      });
  };
  tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
