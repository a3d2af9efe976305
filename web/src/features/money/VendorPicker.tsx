import { useSearchParams } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { VendorPickerQuery } from '../../__generated__/VendorPickerQuery.graphql.ts';
import { useLedgerParam } from './LedgerFilters.tsx';
import admin from '../../components/admin.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';

/** The admin picks whose money the page shows (`?vendor=` in the URL; none: the admin's own store). */
export function VendorPicker() {
  const t = useT(messages);
  const [search] = useSearchParams();
  const set = useLedgerParam();
  const data = useLazyLoadQuery<VendorPickerQuery>(
    graphql`
      query VendorPickerQuery {
        adminVendors(first: 100) {
          edges {
            node {
              id
              storeName
            }
          }
        }
      }
    `,
    {},
  );
  return (
    <div className={admin.tools}>
      <label>
        {t('dashboardMoneyAdmin.showMoneyOf')}{' '}
        <select value={search.get('vendor') ?? ''} onChange={(e) => set('vendor', e.target.value)}>
          <option value="">{t('dashboardMoneyAdmin.ownStore')}</option>
          {data.adminVendors.edges.map(({ node }) => <option key={node.id} value={node.id}>{node.storeName}</option>)}
        </select>
      </label>
    </div>
  );
}
