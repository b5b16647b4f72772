/**
 * htmlparser2's stack of open elements (top first), with a count per tag name so that looking
 * up a name that is not open costs nothing. htmlparser2 answers every end tag with
 * `stack.indexOf(name)`; with a plain array, a run of end tags that match nothing costs the
 * stack's depth each (megabytes of `</i>` under a deep stack took seconds). A name that is open
 * is still searched, but then everything above it is closed, so that cost is paid once.
 * htmlparser2 pushes and pops one name at a time.
 */
export class CountingStack extends Array<string> {
  private readonly counts = new Map<string, number>();

  static override get [Symbol.species]() {
    return Array;
  }

  override unshift(name: string): number {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    return super.unshift(name);
  }

  override shift(): string | undefined {
    const name = super.shift();
    if (name !== undefined) this.counts.set(name, this.counts.get(name)! - 1);
    return name;
  }

  override indexOf(name: string, fromIndex?: number): number {
    return this.counts.get(name) ? super.indexOf(name, fromIndex) : -1;
  }
}
