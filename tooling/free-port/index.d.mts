/** A TCP port nobody listens on right now, found by letting the system pick one on `host`. */
export function freePort(host?: string): Promise<number>;
