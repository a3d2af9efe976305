import { stockLevel } from '@rules/stock.ts';
import { useT } from './context/locale.tsx';
import { messages as commonMessages } from '../lib/i18n/compiled/en/common.ts';
import styles from './StockNote.module.css';

/**
 * "Only N left" at or below the product's low-stock threshold, "Out of stock" at 0 (issue 37), on
 * cards and the product page; nothing for a product whose stock is not tracked or is plentiful.
 */
export function StockNote({ stock, lowStockThreshold, className = '' }: { stock: number | null | undefined; lowStockThreshold: number; className?: string }) {
  const t = useT(commonMessages);
  const level = stockLevel(stock, lowStockThreshold);
  if (level.kind === 'out') return <p className={`${styles.note} ${styles.out} ${className}`} data-testid="stock-note">{t('common.outOfStock')}</p>;
  if (level.kind === 'low') return <p className={`${styles.note} ${styles.low} ${className}`} data-testid="stock-note">{t('common.onlyLeft', { count: level.left })}</p>;
  return null;
}
