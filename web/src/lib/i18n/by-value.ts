// A text the server wrote in English, shown in the page's language (issue 35): the API and the
// forms posted without the script answer with the English texts of rules/ and the domain, so the
// storefront finds each among a namespace's English messages and shows that message in the page's
// language (the same way as the rule labels, docs/decisions/i18n-rule-labels-at-the-web-edge.md).
// A text no message matches is shown as the server wrote it.
import type { CompiledMessage, MessageValues } from './format.ts';

/** A namespace's message function (translator.ts `Translate`, written out: translator.ts loads this module). */
type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching what `message` says once filled, capturing its placeholders' values in order; null for a plural or select. */
function patternOf(message: CompiledMessage): { pattern: RegExp; names: string[] } | null {
  const tokens = typeof message === 'string' ? [message] : message;
  const names: string[] = [];
  let source = '';
  for (const token of tokens) {
    if (typeof token === 'string') source += escapeRegExp(token);
    else if (token.length === 1) {
      names.push(token[0]);
      source += '(.+?)';
    } else return null;
  }
  return { pattern: new RegExp(`^${source}$`), names };
}

const patterns = new WeakMap<object, [string, NonNullable<ReturnType<typeof patternOf>>][]>();

/** The message id and values that `text` is the English of, among `english`'s messages. */
function matchOf<Id extends string>(english: Record<Id, CompiledMessage>, text: string): { id: Id; values: Record<string, string> } | null {
  let list = patterns.get(english);
  if (!list) {
    list = Object.entries<CompiledMessage>(english).flatMap(([id, message]) => {
      const found = patternOf(message);
      return found ? [[id, found] as [string, NonNullable<typeof found>]] : [];
    });
    patterns.set(english, list);
  }
  for (const [id, { pattern, names }] of list) {
    const match = pattern.exec(text);
    if (match) return { id: id as Id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

/** `text` (English, as the server wrote it) in the page's language through `t`; unknown text as written. */
export function translatedText<Id extends string>(t: Translate<Id>, english: Record<Id, CompiledMessage>, text: string): string {
  const match = matchOf(english, text);
  return match ? t(match.id, match.values) : text;
}
