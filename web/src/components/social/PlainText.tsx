import { Fragment } from 'react';

/**
 * User-written text shown exactly as text: React escapes it (HTML or script shows literally)
 * and each newline becomes a line break (docs/spec/storefront.md §5).
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <p className={className}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}
