import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/** six: 2 of 12 columns on desktop (home); three: 3 per row from medium screens; four: vendors. */
export type CardGridColumns = 'six' | 'four' | 'three';

export function CardGrid({ columns, children }: { columns: CardGridColumns; children: ReactNode }) {
  return <ul className={`${styles.grid} ${styles[columns]}`}>{children}</ul>;
}
