import { useSearchParams } from 'react-router-dom';
import { CURRENCY_CODES } from '@rules/money.ts';
import { LEDGER_KINDS, ledgerFiltersFrom } from '../../lib/money-ledger.ts';
import admin from '../../components/admin.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';
import { KIND_FILTER_IDS } from './money-labels.ts';

/** Sets one URL parameter (empty: removes it) and goes back to the ledger's first page. */
export function useLedgerParam(): (name: string, value: string) => void {
  const [search, setSearch] = useSearchParams();
  return (name, value) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next);
  };
}

/** The ledger's filters (currency, type, dates), kept in the URL. */
export function LedgerFilters() {
  const t = useT(messages);
  const [search] = useSearchParams();
  const set = useLedgerParam();
  const filters = ledgerFiltersFrom(search);
  return (
    <div className={admin.tools} role="group" aria-label={t('dashboardMoney.ledgerFilters')}>
      <label>
        {t('dashboardMoney.currency')}{' '}
        <select value={filters.currency ?? ''} onChange={(e) => set('currency', e.target.value)}>
          <option value="">{t('dashboardMoney.all')}</option>
          {CURRENCY_CODES.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      </label>
      <label>
        {t('dashboardMoney.type')}{' '}
        <select value={filters.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
          <option value="">{t('dashboardMoney.all')}</option>
          {LEDGER_KINDS.map((kind) => <option key={kind} value={kind}>{t(KIND_FILTER_IDS[kind])}</option>)}
        </select>
      </label>
      <label>
        {t('dashboardMoney.from')} <input type="date" value={filters.from ?? ''} onChange={(e) => set('from', e.target.value)} />
      </label>
      <label>
        {t('dashboardMoney.to')} <input type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      </label>
    </div>
  );
}
