/**
 * The one formatter of the site's messages (ADR 0104): `{name}` is filled from the values, and
 * the ICU forms `{n, plural, =0 {…} one {# home} other {# homes}}` and `{x, select, a {…} other
 * {…}}` choose their words by the language's plural rules (`Intl.PluralRules`), `#` being the
 * count in the language's digits. A few dozen lines instead of a library: every page ships it.
 */

type Part =
  | string
  | { arg: string }
  | { count: true }
  | { arg: string; kind: 'plural' | 'select'; branches: Record<string, Part[]> };

export type MessageValues = Record<string, string | number>;

const parsed = new Map<string, Part[]>();

/** The parts of a message, read once per text. Throws on a message that is not well formed. */
export function parseMessage(text: string): Part[] {
  let parts = parsed.get(text);
  if (!parts) {
    const [read, end] = parseParts(text, 0, false);
    if (end !== text.length) throw new SyntaxError(`Unbalanced "}" in message: ${text}`);
    parsed.set(text, (parts = read));
  }
  return parts;
}

function parseParts(text: string, start: number, inPlural: boolean): [Part[], number] {
  const parts: Part[] = [];
  let literal = '';
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '}') break;
    if (char === '#' && inPlural) {
      if (literal) parts.push(literal);
      literal = '';
      parts.push({ count: true });
      at += 1;
    } else if (char === '{') {
      if (literal) parts.push(literal);
      literal = '';
      const [part, end] = parseArgument(text, at + 1);
      parts.push(part);
      at = end;
    } else {
      literal += char;
      at += 1;
    }
  }
  if (literal) parts.push(literal);
  return [parts, at];
}

/** `name}` or `name, plural|select, key {…} key {…}}`, from just after the `{`. */
function parseArgument(text: string, start: number): [Part, number] {
  const head = /^\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?/.exec(text.slice(start));
  if (!head) throw new SyntaxError(`A "{" names no value in message: ${text}`);
  const [matched, arg, kind] = head as unknown as [string, string, 'plural' | 'select' | undefined];
  let at = start + matched.length;
  if (!kind) {
    if (text[at] !== '}') throw new SyntaxError(`Unclosed "{${arg}" in message: ${text}`);
    return [{ arg }, at + 1];
  }
  const branches: Record<string, Part[]> = {};
  for (;;) {
    const key = /^\s*(=\d+|\w+)\s*\{/.exec(text.slice(at));
    if (!key) break;
    const [parts, end] = parseParts(text, at + key[0].length, kind === 'plural');
    if (text[end] !== '}') throw new SyntaxError(`Unclosed branch "${key[1]}" in message: ${text}`);
    branches[key[1]!] = parts;
    at = end + 1;
  }
  const close = /^\s*\}/.exec(text.slice(at));
  if (!close || !branches.other) {
    throw new SyntaxError(`"{${arg}, ${kind}}" needs an "other" branch and a "}": ${text}`);
  }
  return [{ arg, kind, branches }, at + close[0].length];
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T) {
  let value = cache.get(locale);
  if (!value) cache.set(locale, (value = make()));
  return value;
}

/** A count given as a number, or as digits already formatted ("1,234"). */
function countOf(value: string | number | undefined) {
  if (typeof value === 'number') return value;
  const n = Number(String(value ?? '').replace(/[,\s]/g, ''));
  return Number.isFinite(n) ? n : Number.NaN;
}

/** The message with its values, in the language of `locale` (a BCP 47 tag such as `ja-JP`). */
export function formatMessage(text: string, values: MessageValues | undefined, locale: string) {
  if (!values && !text.includes('{')) return text;
  return render(parseMessage(text), values ?? {}, locale, undefined);
}

function render(
  parts: Part[],
  values: MessageValues,
  locale: string,
  count: { shown: string } | undefined,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('count' in part) out += count?.shown ?? '#';
    else if (!('kind' in part)) {
      // A value not given stays as written, so a missing one shows where it is.
      out += part.arg in values ? String(values[part.arg]) : `{${part.arg}}`;
    } else if (part.kind === 'select') {
      const value = String(values[part.arg] ?? 'other');
      out += render(part.branches[value] ?? part.branches.other!, values, locale, count);
    } else {
      const value = values[part.arg];
      const n = countOf(value);
      const exact = part.branches[`=${n}`];
      const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n);
      const shown =
        typeof value === 'number'
          ? cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
          : String(value ?? '');
      out += render(exact ?? part.branches[category] ?? part.branches.other!, values, locale, {
        shown,
      });
    }
  }
  return out;
}

/**
 * The names of the values a message reads, each once, sorted (a dictionary test compares them).
 * @internal
 */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'count' in part) continue;
      names.add(part.arg);
      if ('kind' in part) Object.values(part.branches).forEach(walk);
    }
  };
  walk(parseMessage(text));
  return [...names].sort();
}

/**
 * Whether a message chooses its words by a count (`{n, plural, …}`).
 * @internal
 */
export function isCounted(text: string): boolean {
  return parseMessage(text).some(
    (part) => typeof part === 'object' && 'kind' in part && part.kind === 'plural',
  );
}

/**
 * "a" or "an" before an English word, by its sound: "an elegant", "a university", "an hour"
 * (generated texts, ADR 0104).
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usu|uti|eu|ewe|one|once|ura|uro)/.test(lower)) return 'a';
  // "an 8-bedroom home", "an 11th-floor flat", "an 18th-century house".
  return /^([aeiou]|8|11(\D|$)|18(\D|$))/.test(lower) ? 'an' : 'a';
}
