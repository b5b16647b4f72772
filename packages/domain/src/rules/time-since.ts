import { messages } from '../messages.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The amount part of the header clock: whole minutes under an hour ('0 minute(s)' .. '59 minute(s)'),
 * then whole hours ('1 hour(s)', '25 hour(s)'), always rounded down. A clock that runs backwards
 * (now before since) reads as 0 minutes. The '(s)' is literal, as SPEC §2 writes it.
 */
export function timeSinceAmount(
  since: Date | string | number,
  now: Date | string | number,
): string {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(since).getTime());
  if (Number.isNaN(elapsed)) return '0 minute(s)';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} minute(s)`;
  return `${Math.floor(elapsed / HOUR_MS)} hour(s)`;
}

/** 'Time Since Last Logged-In: 5 minute(s)' (SPEC §2, authenticated shell). */
export function timeSinceLabel(since: Date | string | number, now: Date | string | number): string {
  return `${messages.header.timeSincePrefix}${timeSinceAmount(since, now)}`;
}
