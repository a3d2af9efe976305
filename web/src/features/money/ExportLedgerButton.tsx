import { ledgerToCsv, type CsvLedgerLine } from '../../lib/money-ledger.ts';
import { downloadText } from '../../lib/download.ts';
import buttons from '../../components/Button.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';

/** Downloads the lines shown (with the page's filters) as CSV, made in the browser. */
export function ExportLedgerButton({ lines }: { lines: readonly CsvLedgerLine[] }) {
  const t = useT(messages);
  const download = () => downloadText('ledger.csv', ledgerToCsv(lines));
  return (
    <button type="button" className={buttons.secondary} onClick={download} disabled={!lines.length}>
      {t('dashboardMoney.exportCsv')}
    </button>
  );
}
