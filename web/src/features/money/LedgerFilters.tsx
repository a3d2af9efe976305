import { useSearchParams } from 'react-router-dom';
import { CURRENCY_CODES } from '@rules/money.ts';
import { LEDGER_KINDS, ledgerFiltersFrom } from '../../lib/money-ledger.ts';
import admin from '../../components/admin.module.css';

const KIND_LABELS: Record<string, string> = { SALE: 'Sales', COMMISSION: 'Commission', BOOKING_FEE: 'Booking fees', REFUND: 'Refunds', COMMISSION_RETURN: 'Commission returned', CANCELLATION: 'Cancellations', PAYOUT: 'Payouts', ADJUSTMENT: 'Adjustments' };

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
  const [search] = useSearchParams();
  const set = useLedgerParam();
  const filters = ledgerFiltersFrom(search);
  return (
    <div className={admin.tools} role="group" aria-label="Ledger filters">
      <label>
        Currency{' '}
        <select value={filters.currency ?? ''} onChange={(e) => set('currency', e.target.value)}>
          <option value="">All</option>
          {CURRENCY_CODES.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      </label>
      <label>
        Type{' '}
        <select value={filters.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
          <option value="">All</option>
          {LEDGER_KINDS.map((kind) => <option key={kind} value={kind}>{KIND_LABELS[kind]}</option>)}
        </select>
      </label>
      <label>
        From <input type="date" value={filters.from ?? ''} onChange={(e) => set('from', e.target.value)} />
      </label>
      <label>
        To <input type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      </label>
    </div>
  );
}
