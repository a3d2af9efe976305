import type { ReactNode } from 'react';
import styles from './StatusText.module.css';

/** Loading text, announced politely to screen readers. */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={`${styles.text} ${styles.loading}`}>
      {children}
    </p>
  );
}

/** Text shown instead of an empty list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** An error shown on the page. */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={`${styles.text} ${styles.error}`}>
      {children}
    </p>
  );
}
