import { useSearchParams } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { VendorPickerQuery } from '../../__generated__/VendorPickerQuery.graphql.ts';
import { useLedgerParam } from './LedgerFilters.tsx';
import admin from '../../components/admin.module.css';

/** The admin picks whose money the page shows (`?vendor=` in the URL; none: the admin's own store). */
export function VendorPicker() {
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
        Show the money of{' '}
        <select value={search.get('vendor') ?? ''} onChange={(e) => set('vendor', e.target.value)}>
          <option value="">Your own store</option>
          {data.adminVendors.edges.map(({ node }) => <option key={node.id} value={node.id}>{node.storeName}</option>)}
        </select>
      </label>
    </div>
  );
}
