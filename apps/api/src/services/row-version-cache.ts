/**
 * Values derived from table rows (a chapter's JSON, its searchable text), kept between requests
 * under the row's id and its version: the row's `xmin`, which PostgreSQL gives every new version
 * of a row, whatever wrote it (this process, another one, a script, a restored backup). A caller
 * reads the current versions first and uses an entry only when its version is the row's current
 * one, so an entry can never answer for a row that has changed, only go unused. Bounded: the least
 * recently used entries go first once the values' total size (by `sizeOf`) passes `maxSize`.
 */
export class RowVersionCache<T> {
  private readonly entries = new Map<number, { version: string; value: T; size: number }>();
  private used = 0;

  constructor(
    readonly maxSize: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  /** The row's value if kept for exactly this version; an entry for another version is dropped. */
  get(id: number, version: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.delete(id);
    if (entry.version !== version) return undefined;
    this.entries.set(id, entry); // re-inserted: the Map's order is the order of use
    this.used += entry.size;
    return entry.value;
  }

  set(id: number, version: string, value: T): void {
    this.delete(id);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.entries.set(id, { version, value, size });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxSize) break;
      this.entries.delete(oldest);
      this.used -= entry.size;
    }
  }

  /** The entry kept for a row, whatever its version, without touching its place (tests). */
  peek(id: number): { version: string; value: T } | undefined {
    const entry = this.entries.get(id);
    return entry && { version: entry.version, value: entry.value };
  }

  delete(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.used -= entry.size;
  }

  /** The values' total size, by `sizeOf`. */
  get total(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}
