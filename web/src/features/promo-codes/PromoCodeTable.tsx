import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PromoCodeTable_promoCode$key } from '../../__generated__/PromoCodeTable_promoCode.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { formatDisplayDate } from '../../lib/admin-dates.ts';
import { useSetPromoCodeActiveMutation } from './useSetPromoCodeActiveMutation.ts';
import { useDeletePromoCodeMutation } from './useDeletePromoCodeMutation.ts';
import { PROMO_STATUS_LABELS, promoCodeStatus, utcDateOf } from '@rules/index.ts';
import admin from '../../components/admin.module.css';
import styles from './PromoCodes.module.css';

type OnError = (message: string | null) => void;

/** Every promo code with its dates, its status (Scheduled, Active, Expired or Inactive) as an on/off switch, and Delete. */
export function PromoCodeTable({ promoCodes, onError }: { promoCodes: ReadonlyArray<PromoCodeTable_promoCode$key & { readonly id: string }>; onError: OnError }) {
  if (!promoCodes.length) return <EmptyText>No promo codes yet.</EmptyText>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Start date</th>
            <th scope="col">End date</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {promoCodes.map((promo) => (
            <PromoCodeRow key={promo.id} promoCode={promo} onError={onError} />
          ))}
        </tbody>
      </table>
    </div>
  );
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
  const [confirming, setConfirming] = useState(false);
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
        <button type="button" className={admin.small} onClick={() => setActive(row.id, !row.isActive, onError)} disabled={toggling} aria-pressed={row.isActive} aria-label={`${row.code}: ${label}, switch ${row.isActive ? 'off' : 'on'}`}>
          <span className={styles[status.toLowerCase() as Lowercase<typeof status>]}>{label}</span>
        </button>
      </td>
      <td>
        <button type="button" className={`${admin.small} ${admin.danger}`} onClick={() => setConfirming(true)} disabled={deleting} aria-label={`Delete ${row.code}`}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete promo code"
          description={`Delete the promo code ${row.code} (${row.discountPercentage}% off)? Shoppers can no longer use it.`}
          onConfirm={() =>
            remove(row.id, (message) => {
              setConfirming(false);
              onError(message);
            })
          }
          busy={deleting}
        />
      </td>
    </tr>
  );
}
