import { ledgerToCsv, type CsvLedgerLine } from '../../lib/money-ledger.ts';
import buttons from '../../components/Button.module.css';

/** Downloads the lines shown (with the page's filters) as CSV, made in the browser. */
export function ExportLedgerButton({ lines }: { lines: readonly CsvLedgerLine[] }) {
  function download() {
    const url = URL.createObjectURL(new Blob([ledgerToCsv(lines)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'ledger.csv';
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <button type="button" className={buttons.secondary} onClick={download} disabled={!lines.length}>
      Export CSV
    </button>
  );
}
