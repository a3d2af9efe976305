/** The terms of a group as the admin types them: separated by commas, trimmed, empty ones dropped. */
export function parseTerms(text: string): string[] {
  return text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
}

/** A group's terms as the form shows them. */
export const formatTerms = (terms: readonly string[]) => terms.join(', ');
