/**
 * A stack for htmlparser2's open elements (top first) that also counts each tag name, so that
 * looking up a name that is not open costs nothing. htmlparser2 answers every end tag with
 * `stack.indexOf(name)`; on a plain array, a run of end tags that match nothing costs the
 * stack's depth each (megabytes of `</i>` under a deep stack took seconds). A name that is open
 * is still searched, but then everything above it is closed, so that cost is paid once.
 *
 * It is a plain array with its own unshift, shift and indexOf (htmlparser2 pushes and pops one
 * name at a time): a subclass of Array loses V8's fast paths, and unshift became quadratic.
 */
export function countingStack(): string[] {
  const stack: string[] = [];
  const counts = new Map<string, number>();
  const { unshift, shift, indexOf } = Array.prototype;
  Object.defineProperties(stack, {
    unshift: {
      value(name: string): number {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        return unshift.call(stack, name);
      },
    },
    shift: {
      value(): string | undefined {
        const name = shift.call(stack) as string | undefined;
        if (name !== undefined) counts.set(name, counts.get(name)! - 1);
        return name;
      },
    },
    indexOf: {
      value(name: string, fromIndex?: number): number {
        return counts.get(name) ? indexOf.call(stack, name, fromIndex) : -1;
      },
    },
  });
  return stack;
}
