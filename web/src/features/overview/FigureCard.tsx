import styles from './Overview.module.css';

/** "+25%" against the range before, or "new" when that one was zero. */
function delta(current: number, previous: number): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (current === previous) return { text: 'no change', tone: 'flat' };
  if (previous === 0) return { text: 'up from 0', tone: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { text: `${percent > 0 ? '+' : ''}${percent}%`, tone: percent >= 0 ? 'up' : 'down' };
}

/**
 * One figure of the range with its change against the same number of days before; without
 * `previous` (a figure that is not counted per period, such as upcoming viewings) no change.
 */
export function FigureCard({ label, value, current, previous, detail }: { label: string; value: string; current: number; previous?: number; detail?: string }) {
  const change = previous === undefined ? null : delta(current, previous);
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      {change && (
        <dd className={`${styles.delta} ${styles[change.tone]}`}>
          {change.text} <span className={styles.muted}>vs previous period</span>
        </dd>
      )}
      {detail && <dd className={styles.muted}>{detail}</dd>}
    </div>
  );
}
