import { useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './Icons.tsx';
import styles from './HorizontalScroller.module.css';
import { useT } from '../components/context/locale.tsx';
import { messages as commonMessages } from '../lib/i18n/compiled/en/common.ts';

export interface HorizontalScrollerProps {
  /** Names the scroll buttons, e.g. "categories" → "Scroll categories left". */
  itemsLabel: string;
  /** Pixels one button press moves; read at press time (it may depend on the window width). */
  step: () => number;
  children: ReactNode;
}

/** A horizontally scrolling row (swipe or scroll on touch) with previous/next buttons. */
export function HorizontalScroller({ itemsLabel, step, children }: HorizontalScrollerProps) {
  const t = useT(commonMessages);
  const track = useRef<HTMLUListElement>(null);
  // Previous and next follow the reading direction: on an Arabic or Urdu page the row starts on the right.
  const scroll = (direction: 1 | -1) => {
    const row = track.current;
    if (!row) return;
    const towardsLeft = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
    row.scrollBy({ left: direction * towardsLeft * step(), behavior: 'smooth' });
  };
  return (
    <div className={styles.scroller}>
      <button type="button" className={`${styles.button} ${styles.previous}`} aria-label={t('common.scrollBack', { items: itemsLabel })} onClick={() => scroll(-1)}>
        <ChevronLeftIcon />
      </button>
      <ul ref={track} className={styles.track}>
        {children}
      </ul>
      <button type="button" className={`${styles.button} ${styles.next}`} aria-label={t('common.scrollForward', { items: itemsLabel })} onClick={() => scroll(1)}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
