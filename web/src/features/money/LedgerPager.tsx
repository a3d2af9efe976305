import { useSearchParams } from 'react-router-dom';
import buttons from '../../components/Button.module.css';
import admin from '../../components/admin.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';
import { formatCount } from '../../lib/number-format.ts';

/** Previous and Next through the ledger, a page at a time; the page is `?page=` in the URL beside the filters. */
export function LedgerPager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useT(messages);
  const [search, setSearch] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const go = (to: number) => {
    const next = new URLSearchParams(search);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    setSearch(next);
  };
  const first = (page - 1) * pageSize + 1;
  return (
    <nav className={admin.tools} aria-label={t('dashboardMoney.ledgerPages')}>
      <button type="button" className={buttons.secondary} disabled={page <= 1} onClick={() => go(page - 1)}>{t('dashboardMoney.previous')}</button>
      <span>{t('dashboardMoney.pageLines', { first: formatCount(Math.min(first, total)), last: formatCount(Math.min(page * pageSize, total)), total: formatCount(total) })}</span>
      <button type="button" className={buttons.secondary} disabled={page >= pages} onClick={() => go(page + 1)}>{t('dashboardMoney.next')}</button>
    </nav>
  );
}
