// The shape of a page's copy kept out of its markup (About, Privacy), so that a translator edits
// text, not JSX. A text is plain words with two kinds of marks, written as ICU messages write them
// (FormatJS, i18next), so that the coming translation library reads them unchanged:
//   {name}            a value the page supplies (the business's name, a date)
//   <tag>words</tag>  words the page wraps in an element (<strong> always; a link when the page maps it)

/** A paragraph, a bulleted list, or a named piece the page renders itself (e.g. the contact details). */
export type ContentBlock = { paragraph: string } | { list: readonly string[] } | { slot: string };

/** A section's eyebrow, heading and optional lead sentence. */
export interface SectionHeading {
  eyebrow: string;
  title: string;
  lead?: string;
}

/**
 * A text whose only marks are `{name}` placeholders, filled with plain words (a name left unfilled
 * shows as written, as RichText does). For a page whose texts carry no tags (About): it needs
 * none of RichText's renderer in its script.
 */
export function fillText(text: string, values: Readonly<Record<string, string | null | undefined>>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? (values[name] ?? '') : mark));
}
