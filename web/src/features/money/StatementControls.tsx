import { Link, useSearchParams } from 'react-router-dom';
import { statementCsv, type StatementCells } from '@rules/money-statement.ts';
import { moneyPageUrl } from '../../lib/dashboard-urls.ts';
import { downloadText } from '../../lib/download.ts';
import buttons from '../../components/Button.module.css';
import styles from './Statement.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';

/** Download (the same CSV as GET /api/money/statement, made from what the page shows) and Print; neither is printed. */
export function StatementActions({ statement }: { statement: StatementCells }) {
  const t = useT(messages);
  function download() {
    const { filename, csv } = statementCsv(statement);
    downloadText(filename, csv);
  }
  return (
    <span data-print="hide" className={styles.month}>
      <button type="button" className={buttons.secondary} onClick={download}>
        {t('dashboardMoney.downloadCsv')}
      </button>
      <button type="button" className={buttons.primary} onClick={() => window.print()}>
        {t('dashboardMoney.print')}
      </button>
    </span>
  );
}

/** The month to show (a GET of `?month=`, kept with the admin's `?vendor=`), and the way back. */
export function StatementMonthForm({ month }: { month: string }) {
  const t = useT(messages);
  const [search, setSearch] = useSearchParams();
  const vendor = search.get('vendor');
  return (
    <form
      method="get"
      className={styles.month}
      data-print="hide"
      aria-label={t('dashboardMoney.chooseMonth')}
      onSubmit={(event) => {
        // The same GET in the app: the loader asks for the month, the page stays.
        event.preventDefault();
        setSearch(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>));
      }}
    >
      <label>
        {t('dashboardMoney.month')} <input type="month" name="month" defaultValue={month} required />
      </label>
      {vendor && <input type="hidden" name="vendor" value={vendor} />}
      <button type="submit" className={buttons.secondary}>
        {t('dashboardMoney.show')}
      </button>
      <Link to={moneyPageUrl('payment', vendor)}>{t('dashboardMoney.backToPayment')}</Link>
    </form>
  );
}
