/**
 * A regular expression that can backtrack exponentially (ReDoS) has a repeated group that itself
 * holds a repetition or an alternation, like `(a+)+`, `(\w*)*` or `(a|ab)*`; back-references make
 * matching non-regular altogether. Such patterns are refused before they run: the browser has no
 * way to stop a regular expression once it started. (The server also runs searches on a worker
 * thread with a time limit: docs/decisions/writers-desk.md.)
 */
export function riskyPatternReason(pattern: string): string | null {
  interface Group {
    repeats: boolean;
    alternates: boolean;
  }
  const stack: Group[] = [{ repeats: false, alternates: false }];
  let inClass = false;
  let lastGroup: Group | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    const top = stack[stack.length - 1] as Group;
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/u.test(next) || next === 'k')) {
        return 'Back-references (\\1, \\k<name>) are not supported in searches.';
      }
      i++;
      lastGroup = null;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    const unbounded =
      char === '*' || char === '+' || (char === '{' && /^\{\d*,\d*\}/u.test(pattern.slice(i)));
    if (char === '[') inClass = true;
    else if (char === '(') stack.push({ repeats: false, alternates: false });
    else if (char === ')') {
      const closed = stack.pop() ?? { repeats: false, alternates: false };
      lastGroup = closed;
      const parent = stack[stack.length - 1];
      if (parent && closed.repeats) parent.repeats = true;
      continue;
    } else if (char === '|') top.alternates = true;
    else if (unbounded) {
      if (lastGroup && (lastGroup.repeats || lastGroup.alternates)) {
        return 'That regular expression repeats a group that itself repeats or has alternatives, which can take forever to search; simplify it (for example "(ab)+" rather than "(a+b)+").';
      }
      top.repeats = true;
    }
    lastGroup = null;
  }
  return null;
}
