import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '../../lib/responsive-image.ts';
import styles from './CardGrid.module.css';

/** six: 2 of 12 columns on desktop (home); three: 3 per row from medium screens; four: vendors. */
export type CardGridColumns = 'six' | 'four' | 'three';

/** The `sizes` of a card's image in each layout (CardGrid.module.css). */
export const CARD_GRID_IMAGE_SIZES: Record<CardGridColumns, string> = { six: IMAGE_SIZES.gridSix, four: IMAGE_SIZES.gridFour, three: IMAGE_SIZES.gridThree };

export function CardGrid({ columns, children }: { columns: CardGridColumns; children: ReactNode }) {
  return <ul className={`${styles.grid} ${styles[columns]}`}>{children}</ul>;
}
