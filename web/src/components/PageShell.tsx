import type { ReactNode } from 'react';
import { PageMeta, type PageMetaProps } from './PageMeta.tsx';
import styles from './PageShell.module.css';

/** A plain page: centred column with the page's heading; its head tags from `meta` (the title defaults to the heading). */
export function PageShell({ heading, subheading, meta, children }: { heading: string; subheading?: string; meta?: PageMetaProps; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageMeta title={heading} {...meta} />
      <h1 className={styles.heading}>{heading}</h1>
      {subheading && <p className={styles.subheading}>{subheading}</p>}
      {children}
    </div>
  );
}
