import styles from './Overview.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as overviewMessages } from '../../lib/i18n/compiled/en/dashboardOverview.ts';
import type { Translate } from '../../lib/i18n/translator.ts';

/** "+25%" against the range before, or "new" when that one was zero. */
function delta(t: Translate<keyof typeof overviewMessages>, current: number, previous: number): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (current === previous) return { text: t('dashboardOverview.noChange'), tone: 'flat' };
  if (previous === 0) return { text: t('dashboardOverview.upFromZero'), tone: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { text: `${percent > 0 ? '+' : ''}${percent}%`, tone: percent >= 0 ? 'up' : 'down' };
}

/**
 * One figure of the range with its change against the same number of days before; without
 * `previous` (a figure that is not counted per period, such as upcoming viewings) no change.
 */
export function FigureCard({ label, value, current, previous, detail }: { label: string; value: string; current: number; previous?: number; detail?: string }) {
  const t = useT(overviewMessages);
  const change = previous === undefined ? null : delta(t, current, previous);
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      {change && (
        <dd className={`${styles.delta} ${styles[change.tone]}`}>
          {change.text} <span className={styles.muted}>{t('dashboardOverview.vsPrevious')}</span>
        </dd>
      )}
      {detail && <dd className={styles.muted}>{detail}</dd>}
    </div>
  );
}
