import { graphql, useFragment } from 'react-relay';
import type { PromoCodeTable_promoCode$key } from '../../__generated__/PromoCodeTable_promoCode.graphql.ts';
import { AdminTable } from '../../components/admin-table/AdminTable.tsx';
import { ConfirmedRowAction, RowActions, RowButton } from '../../components/admin-table/RowActions.tsx';
import { formatDisplayDate } from '../../lib/admin-dates.ts';
import { useSetPromoCodeActiveMutation } from './useSetPromoCodeActiveMutation.ts';
import { useDeletePromoCodeMutation } from './useDeletePromoCodeMutation.ts';
import { PROMO_STATUS_LABELS, promoCodeStatus, utcDateOf } from '@rules/index.ts';
import styles from './PromoCodes.module.css';

type OnError = (message: string | null) => void;

const COLUMNS = ['Code', 'Discount', 'Start date', 'End date', 'Status'];

/** Every promo code with its dates, its status (Scheduled, Active, Expired or Inactive) as an on/off switch, and Delete. */
export function PromoCodeTable({ promoCodes, onError }: { promoCodes: ReadonlyArray<PromoCodeTable_promoCode$key & { readonly id: string }>; onError: OnError }) {
  return <AdminTable columns={COLUMNS} rows={promoCodes} empty="No promo codes yet." renderRow={(promo) => <PromoCodeRow key={promo.id} promoCode={promo} onError={onError} />} />;
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
  const [setActive, toggling] = useSetPromoCodeActiveMutation();
  const [remove, deleting] = useDeletePromoCodeMutation();
  // The shared rule the checkout applies: a code switched on but past its end reads Expired.
  const status = promoCodeStatus({ isActive: row.isActive, startDate: String(row.startDate), endDate: String(row.endDate) }, utcDateOf(new Date()));
  const label = PROMO_STATUS_LABELS[status];

  return (
    <tr>
      <td>
        <strong>{row.code}</strong>
      </td>
      <td>{row.discountPercentage}%</td>
      <td>{formatDisplayDate(row.startDate)}</td>
      <td>{formatDisplayDate(row.endDate)}</td>
      <td>
        <RowButton onClick={() => setActive(row.id, !row.isActive, onError)} disabled={toggling} aria-pressed={row.isActive} aria-label={`${row.code}: ${label}, switch ${row.isActive ? 'off' : 'on'}`}>
          <span className={styles[status.toLowerCase() as Lowercase<typeof status>]}>{label}</span>
        </RowButton>
      </td>
      <RowActions>
        <ConfirmedRowAction
          label="Delete"
          ariaLabel={`Delete ${row.code}`}
          title="Delete promo code"
          description={`Delete the promo code ${row.code} (${row.discountPercentage}% off)? Shoppers can no longer use it.`}
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
