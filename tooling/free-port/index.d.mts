/** A TCP port nobody listens on right now on 127.0.0.1, found by letting the system pick one. */
export function freePort(): Promise<number>;
