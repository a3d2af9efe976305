import { useId, useState, type FormEvent } from 'react';
import { parseStock, StockRuleError } from '@rules/stock.ts';
import { useToast } from '../../components/ui/Toast.tsx';
import { useSetProductStockMutation } from './useSetProductStockMutation.ts';
import styles from './DashboardProductTable.module.css';
import { useT } from '../../components/context/locale.tsx';
import { useServerTextIn } from '../../hooks/useServerTextIn.ts';
import { messages as productsMessages } from '../../lib/i18n/compiled/en/dashboardProducts.ts';

/**
 * The products table's stock of one home product, edited in place (issue 37): a number field
 * saved on Enter or when it loses focus, through the same setProductStock as the product form.
 * Empty means "not tracked". Properties have no stock: the cell says so.
 */
export function StockCell({ product }: { product: { id: string; name: string; catalogue: string; stock: number | null | undefined; lowStockThreshold: number } }) {
  const stored = product.stock == null ? '' : String(product.stock);
  const [text, setText] = useState(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSetProductStockMutation();
  const toast = useToast();
  const t = useT(productsMessages);
  // rules/stock.ts's and the server's English refusals, in the dashboard's language (found by value).
  const serverText = useServerTextIn(productsMessages);
  const problemId = useId();

  if (product.catalogue === 'REAL_ESTATE') return <span className={styles.muted}>—</span>;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim() === stored || saving) return;
    let stock: number | null;
    try {
      stock = parseStock(text);
    } catch (error) {
      if (error instanceof StockRuleError) return setProblem(serverText(error.message));
      throw error;
    }
    setProblem(null);
    const refusal = await save(product.id, stock);
    if (refusal) return setProblem(serverText(refusal));
    toast({ title: stock === null ? t('dashboardProducts.stockUntracked', { name: product.name }) : t('dashboardProducts.stockSet', { name: product.name, stock }) });
  }

  const low = product.stock != null && product.stock <= product.lowStockThreshold;
  return (
    <form method="post" onSubmit={submit} className={styles.stockForm}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        className={`${styles.stockInput} ${low ? styles.stockLow : ''}`}
        aria-label={t('dashboardProducts.stockOf', { name: product.name })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        placeholder={t('dashboardProducts.notTracked')}
        value={text}
        disabled={saving}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void submit()}
      />
      {problem && (
        <span id={problemId} role="alert" className={styles.stockProblem}>
          {problem}
        </span>
      )}
    </form>
  );
}
