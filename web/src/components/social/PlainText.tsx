import { Fragment } from 'react';

/**
 * User-written text shown exactly as text: React escapes it (HTML or script shows literally)
 * and each newline becomes a line break (docs/spec/storefront.md §5).
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    // What someone wrote (a post, a comment): the same in every language (e2e/i18n.test.ts skips data-content).
    <p className={className} data-content>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}
