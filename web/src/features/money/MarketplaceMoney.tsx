import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MarketplaceMoneyQuery } from '../../__generated__/MarketplaceMoneyQuery.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';
import { BalancesTable } from './BalancesTable.tsx';
import { RecordPayoutForm } from './RecordPayoutForm.tsx';
import styles from './Money.module.css';

/** The admin's view: commission earned, owed to vendors, payouts due, every vendor's balances, and recording a payout. */
export function MarketplaceMoney() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MarketplaceMoneyQuery>(
    graphql`
      query MarketplaceMoneyQuery {
        marketplaceMoney {
          totals {
            currency
            commissionEarned
            owedToVendors
            payoutsDue
            paidOut
          }
          vendors {
            vendor
            storeName
            currency
            pending
            available
            paidOut
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const { totals, vendors } = data.marketplaceMoney;
  const stores = [...new Map(vendors.map((row) => [row.vendor, { id: row.vendor, storeName: row.storeName }])).values()];
  return (
    <section className={styles.section} aria-labelledby="marketplace-money">
      <h2 id="marketplace-money">Marketplace</h2>
      <AdminTable
        label="Marketplace money"
        columns={['Currency', 'Commission earned', 'Owed to vendors', 'Payouts due', 'Paid out']}
        rows={totals}
        empty="No orders have been placed yet."
        renderRow={(row) => (
          <tr key={row.currency}>
            <td>{row.currency}</td>
            <td>{formatWithCode(row.commissionEarned, row.currency)}</td>
            <td>{formatWithCode(row.owedToVendors, row.currency)}</td>
            <td>{formatWithCode(row.payoutsDue, row.currency)}</td>
            <td>{formatWithCode(row.paidOut, row.currency)}</td>
            <td />
          </tr>
        )}
      />
      <h3>Record a payout</h3>
      <RecordPayoutForm vendors={stores} onRecorded={() => setFetchKey((key) => key + 1)} />
      <h3>Vendors' balances</h3>
      <BalancesTable label="Vendors' balances" balances={vendors} showStore />
    </section>
  );
}
