/**
 * The JSON text of rows, kept by their id and the version PostgreSQL gives every row it writes
 * (`xmin`, the transaction that wrote this version of it): any change to the row, by any path or
 * process, gives a new version, so an entry is never stale, only unused. Bounded by the characters
 * it holds; the least recently used entries go first.
 */
export class RowJsonCache {
  private readonly entries = new Map<number, { version: string; json: string }>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  get(id: number, version: string): string | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(id); // re-inserted: the Map's order is the order of use
    this.entries.set(id, entry);
    return entry.json;
  }

  set(id: number, version: string, json: string): void {
    this.forget(id);
    if (json.length > this.maxChars) return;
    this.entries.set(id, { version, json });
    this.size += json.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(oldest);
      this.size -= entry.json.length;
    }
  }

  /** Characters held (for tests). */
  get chars(): number {
    return this.size;
  }

  private forget(id: number) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.size -= entry.json.length;
  }
}
