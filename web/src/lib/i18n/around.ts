// A message with an element inside it (issue 35): "We sent a code to <strong>{email}</strong>. Enter
// it…" is one message, so each language puts the element where its word order needs it; the
// component renders the text before and after the element around it.
const MARK = '\u0000';

/** The text before and after a message's one element placeholder, given the message filled with `mark` there. */
export function textAround(format: (mark: string) => string): [string, string] {
  const text = format(MARK);
  const at = text.indexOf(MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + MARK.length)];
}
