import { DashboardPage } from './DashboardPage.tsx';
import styles from './DashboardPage.module.css';

/** A dashboard page whose content is built elsewhere (replace its route entry with the real page). */
export function PlaceholderPage({ heading, note }: { heading: string; note: string }) {
  return (
    <DashboardPage heading={heading}>
      <p className={styles.note}>{note}</p>
    </DashboardPage>
  );
}
