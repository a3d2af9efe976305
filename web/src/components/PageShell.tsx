import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle.tsx';
import styles from './PageShell.module.css';

/** A plain page: centred column with the page's heading. */
export function PageShell({ heading, subheading, children }: { heading: string; subheading?: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageTitle>{heading}</PageTitle>
      <h1 className={styles.heading}>{heading}</h1>
      {subheading && <p className={styles.subheading}>{subheading}</p>}
      {children}
    </div>
  );
}
