import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MoneyAdminQuery } from '../../__generated__/MoneyAdminQuery.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { formatWithCode } from '../../lib/price.ts';
import { AdjustBalanceForm } from './AdjustBalanceForm.tsx';
import { PaymentSettingsForm } from './PaymentSettingsForm.tsx';
import { SetCommissionRateForm } from './SetCommissionRateForm.tsx';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';
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
  const t = useT(messages);
  const refresh = () => setFetchKey((key) => key + 1);
  const vendors = data.adminVendors.edges.map((edge) => edge.node);
  return (
    <section className={styles.section} aria-labelledby="money-settings">
      <h2 id="money-settings">{t('dashboardMoneyAdmin.settingsHeading')}</h2>
      <h3>{t('dashboardMoneyAdmin.ratesHeading')}</h3>
      <p>{t('dashboardMoneyAdmin.ratesHint')}</p>
      <SetCommissionRateForm vendors={vendors} onSaved={refresh} />
      <AdminTable
        label={t('dashboardMoneyAdmin.ratesHeading')}
        columns={[t('dashboardMoneyAdmin.validFrom'), t('dashboardMoneyAdmin.appliesTo'), t('dashboardMoneyAdmin.commission'), t('dashboardMoneyAdmin.bookingFee')]}
        rows={data.commissionRates}
        empty={t('dashboardMoneyAdmin.noRates')}
        renderRow={(rate) => (
          <tr key={rate.databaseId}>
            <td>{String(rate.validFrom).slice(0, 10)}</td>
            <td>{rate.storeName ?? (rate.brandType ? t('dashboardMoneyAdmin.everyVendorOfType', { type: rate.brandType }) : '')}</td>
            <td>{rate.percent}%</td>
            <td>{rate.bookingFee ? formatWithCode(rate.bookingFee, 'USD') : ''}</td>
            <td />
          </tr>
        )}
      />
      <h3>{t('dashboardMoneyAdmin.daysHeading')}</h3>
      <PaymentSettingsForm settings={data.paymentSettings} />
      <h3>{t('dashboardMoneyAdmin.adjustHeading')}</h3>
      <AdjustBalanceForm vendors={vendors} onSaved={refresh} />
    </section>
  );
}
