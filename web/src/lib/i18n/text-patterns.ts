// English messages as patterns a text the server wrote can be matched against (issue 35): the one
// matcher behind ./server-text.ts (the storefront's forms and refusals) and hooks/useServerTextIn.ts
// (a dashboard namespace that words the rules' texts).
import type { CompiledMessage } from './format.ts';

export interface TextPattern {
  id: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching what `message` says once filled, capturing its placeholders' values in order; null for a plural or select. */
function patternOf(id: string, message: CompiledMessage): TextPattern | null {
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
  return { id, pattern: new RegExp(`^${source}$`), names };
}

/** The patterns of a namespace's English messages (those without plural or select). */
export function patternsOf(english: Record<string, CompiledMessage>): TextPattern[] {
  return Object.entries(english).flatMap(([id, message]) => patternOf(id, message) ?? []);
}

/** The message id and placeholder values whose English `text` is, whole; null when none. */
export function matchIn(patterns: readonly TextPattern[], text: string): { id: string; values: Record<string, string> } | null {
  for (const { id, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (match) return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}
