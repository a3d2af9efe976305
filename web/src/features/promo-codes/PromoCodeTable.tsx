import { graphql, useFragment } from 'react-relay';
import type { PromoCodeTable_promoCode$key } from '../../__generated__/PromoCodeTable_promoCode.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { useDisplayDate } from '../../hooks/useDisplayDate.ts';
import { useSetPromoCodeActiveMutation } from './useSetPromoCodeActiveMutation.ts';
import { useDeletePromoCodeMutation } from './useDeletePromoCodeMutation.ts';
import { promoCodeStatus, utcDateOf } from '@rules/index.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPromoCodes.ts';
import { PROMO_STATUS_IDS } from './promo-labels.ts';
import styles from './PromoCodes.module.css';

type OnError = (message: string | null) => void;

/** Every promo code with its dates, its status (Scheduled, Active, Expired or Inactive) as an on/off switch, and Delete. */
export function PromoCodeTable({ promoCodes, onError }: { promoCodes: ReadonlyArray<PromoCodeTable_promoCode$key & { readonly id: string }>; onError: OnError }) {
  const t = useT(messages);
  const columns = [t('dashboardPromoCodes.code'), t('dashboardPromoCodes.discount'), t('dashboardPromoCodes.startDate'), t('dashboardPromoCodes.endDate'), t('dashboardPromoCodes.status')];
  return <AdminTable columns={columns} rows={promoCodes} empty={t('dashboardPromoCodes.none')} renderRow={(promo) => <PromoCodeRow key={promo.id} promoCode={promo} onError={onError} />} />;
}

function PromoCodeRow({ promoCode, onError }: { promoCode: PromoCodeTable_promoCode$key; onError: OnError }) {
  const row = useFragment(
    graphql`
      fragment PromoCodeTable_promoCode on PromoCode {
        id
        code
        discountPercentage
        startDate
        endDate
        isActive
      }
    `,
    promoCode,
  );
  const t = useT(messages);
  const displayDate = useDisplayDate();
  const [setActive, toggling] = useSetPromoCodeActiveMutation();
  const [remove, deleting] = useDeletePromoCodeMutation();
  // The shared rule the checkout applies: a code switched on but past its end reads Expired.
  const status = promoCodeStatus({ isActive: row.isActive, startDate: String(row.startDate), endDate: String(row.endDate) }, utcDateOf(new Date()));
  const label = t(PROMO_STATUS_IDS[status]);

  return (
    <tr>
      <td>
        <strong>{row.code}</strong>
      </td>
      <td>{row.discountPercentage}%</td>
      <td>{displayDate(String(row.startDate))}</td>
      <td>{displayDate(String(row.endDate))}</td>
      <td>
        <RowButton onClick={() => setActive(row.id, !row.isActive, onError)} disabled={toggling} aria-pressed={row.isActive} aria-label={t(row.isActive ? 'dashboardPromoCodes.switchOff' : 'dashboardPromoCodes.switchOn', { code: row.code, status: label })}>
          <span className={styles[status.toLowerCase() as Lowercase<typeof status>]}>{label}</span>
        </RowButton>
      </td>
      <RowActions>
        <ConfirmedRowAction
          label={t('dashboardPromoCodes.delete')}
          busyLabel={t('dashboardPromoCodes.deleting')}
          ariaLabel={t('dashboardPromoCodes.deleteNamed', { code: row.code })}
          title={t('dashboardPromoCodes.deleteTitle')}
          description={t('dashboardPromoCodes.deleteQuestion', { code: row.code, percent: row.discountPercentage })}
          run={({ close }) =>
            remove(row.id, (message) => {
              close();
              onError(message);
            })
          }
          busy={deleting}
        />
      </RowActions>
    </tr>
  );
}
