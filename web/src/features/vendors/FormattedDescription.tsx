import { Fragment, type ReactNode } from 'react';
import { formatVendorDescription, type InlineNode, type Line } from '../../lib/vendor-description.ts';
import styles from './FormattedDescription.module.css';

/** Renders the vendor description's light formatting as React elements (never as HTML). */
export function FormattedDescription({ text, id }: { text: string; id?: string }) {
  return (
    <div id={id} className={styles.description} data-content>
      {formatVendorDescription(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className={styles.list}>
            {block.items.map((item, i) => (
              <li key={i}>{renderLine(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.paragraph}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {renderLine(line)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function renderLine(line: Line): ReactNode {
  return line.map(renderInline);
}

function renderInline(node: InlineNode, key: number): ReactNode {
  if (node.kind === 'text') return <Fragment key={key}>{node.text}</Fragment>;
  if (node.kind === 'bold') return <strong key={key}>{node.children.map(renderInline)}</strong>;
  return <em key={key}>{node.children.map(renderInline)}</em>;
}
