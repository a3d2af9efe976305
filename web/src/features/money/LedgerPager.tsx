import { useSearchParams } from 'react-router-dom';
import buttons from '../../components/Button.module.css';
import admin from '../../components/admin.module.css';

/** Previous and Next through the ledger, a page at a time; the page is `?page=` in the URL beside the filters. */
export function LedgerPager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
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
    <nav className={admin.tools} aria-label="Ledger pages">
      <button type="button" className={buttons.secondary} disabled={page <= 1} onClick={() => go(page - 1)}>Previous</button>
      <span>Lines {Math.min(first, total)}–{Math.min(page * pageSize, total)} of {total}</span>
      <button type="button" className={buttons.secondary} disabled={page >= pages} onClick={() => go(page + 1)}>Next</button>
    </nav>
  );
}
