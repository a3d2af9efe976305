import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MarketplaceMoneyQuery } from '../../__generated__/MarketplaceMoneyQuery.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';
import { BalancesTable } from './BalancesTable.tsx';
import { RecordPayoutForm } from './RecordPayoutForm.tsx';
import styles from './Money.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';
import { messages as moneyMessages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';

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
  const t = useT(messages);
  const tm = useT(moneyMessages);
  const { totals, vendors } = data.marketplaceMoney;
  const stores = [...new Map(vendors.map((row) => [row.vendor, { id: row.vendor, storeName: row.storeName }])).values()];
  return (
    <section className={styles.section} aria-labelledby="marketplace-money">
      <h2 id="marketplace-money">{t('dashboardMoneyAdmin.marketplace')}</h2>
      <AdminTable
        label={t('dashboardMoneyAdmin.marketplaceMoney')}
        columns={[t('dashboardMoneyAdmin.currency'), t('dashboardMoneyAdmin.commissionEarned'), t('dashboardMoneyAdmin.owedToVendors'), t('dashboardMoneyAdmin.payoutsDue'), tm('dashboardMoney.paidOut')]}
        rows={totals}
        empty={t('dashboardMoneyAdmin.noOrders')}
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
      <h3>{t('dashboardMoneyAdmin.recordPayoutHeading')}</h3>
      <RecordPayoutForm vendors={stores} onRecorded={() => setFetchKey((key) => key + 1)} />
      <h3>{t('dashboardMoneyAdmin.vendorsBalances')}</h3>
      <BalancesTable label={t('dashboardMoneyAdmin.vendorsBalances')} balances={vendors} showStore />
    </section>
  );
}
