import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta.tsx';
import styles from './DashboardPage.module.css';

/** One dashboard page: its heading, optional actions beside it, and its content. */
export function DashboardPage({ heading, actions, children }: { heading: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="dashboard-heading">
      <PageMeta title={heading} noindex />
      <header className={styles.header}>
        <h1 id="dashboard-heading" className={styles.heading}>
          {heading}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
