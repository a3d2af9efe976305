import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MoneyAdminQuery } from '../../__generated__/MoneyAdminQuery.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';
import { AdjustBalanceForm } from './AdjustBalanceForm.tsx';
import { PaymentSettingsForm } from './PaymentSettingsForm.tsx';
import { BRAND_TYPE_LABELS, SetCommissionRateForm } from './SetCommissionRateForm.tsx';
import styles from './Money.module.css';

/** How many stores the vendor pickers list (the marketplace has far fewer; the All Vendors page pages them all). */
const PICKER_VENDORS = 100;

/** The admin's money settings: commission rates (with their history, never edited), the day-settings and manual adjustments. */
export function MoneyAdmin() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MoneyAdminQuery>(
    graphql`
      query MoneyAdminQuery($vendors: Int!) {
        commissionRates {
          databaseId
          brandType
          storeName
          percent
          bookingFee
          validFrom
        }
        paymentSettings {
          holdingDays
          bankTransferDays
        }
        adminVendors(first: $vendors) {
          edges {
            node {
              id
              storeName
            }
          }
        }
      }
    `,
    { vendors: PICKER_VENDORS },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const refresh = () => setFetchKey((key) => key + 1);
  const vendors = data.adminVendors.edges.map((edge) => edge.node);
  return (
    <section className={styles.section} aria-labelledby="money-settings">
      <h2 id="money-settings">Commission and payment settings</h2>
      <h3>Commission rates</h3>
      <p>A new rate applies to orders placed from its date on; earlier rates stay in the history below.</p>
      <SetCommissionRateForm vendors={vendors} onSaved={refresh} />
      <AdminTable
        label="Commission rates"
        columns={['Valid from', 'Applies to', 'Commission', 'Booking fee']}
        rows={data.commissionRates}
        empty="No commission rates are set yet."
        renderRow={(rate) => (
          <tr key={rate.databaseId}>
            <td>{String(rate.validFrom).slice(0, 10)}</td>
            <td>{rate.storeName ?? (rate.brandType ? `Every ${BRAND_TYPE_LABELS[rate.brandType as keyof typeof BRAND_TYPE_LABELS].toLowerCase()} vendor` : '')}</td>
            <td>{rate.percent}%</td>
            <td>{rate.bookingFee ? formatWithCode(rate.bookingFee, 'USD') : ''}</td>
            <td />
          </tr>
        )}
      />
      <h3>Holding and bank-transfer days</h3>
      <PaymentSettingsForm settings={data.paymentSettings} />
      <h3>Adjust a balance</h3>
      <AdjustBalanceForm vendors={vendors} onSaved={refresh} />
    </section>
  );
}
