import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import type { CustomerCard_customer$key } from '../../__generated__/CustomerCard_customer.graphql.ts';
import { useDisplayDate } from '../../hooks/useDisplayDate.ts';
import { orNA as orNotAvailable } from '../../lib/customer-search.ts';
import { useDeleteCustomerMutation } from './useDeleteCustomerMutation.ts';
import admin from '../../components/admin.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardCustomers.ts';
import { messages as adminMessages } from '../../lib/i18n/compiled/en/dashboardAdmin.ts';

/** One customer: contact details, the vendor and product of their order, Joined, Delete. */
export function CustomerCard({ customer, onNotice }: { customer: CustomerCard_customer$key; onNotice: (m: string, ok: boolean) => void }) {
  const c = useFragment(
    graphql`
      fragment CustomerCard_customer on Customer {
        id
        name
        email
        phone
        address
        city
        country
        vendorName
        productName
        createdAt
      }
    `,
    customer,
  );
  const t = useT(messages);
  const notAvailable = useT(adminMessages)('dashboardAdmin.notAvailable');
  const orNA = (value: string | null | undefined) => orNotAvailable(value, notAvailable);
  const displayDate = useDisplayDate();
  const [remove, deleting] = useDeleteCustomerMutation();
  const [confirming, setConfirming] = useState(false);

  const address = [c.address, c.city, c.country].filter((part) => part.trim()).join(', ');
  const headingId = `customer-${c.id}`;
  return (
    <article className={admin.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={admin.cardTitle}>
        {orNA(c.name)}
      </h2>
      <dl className={admin.fields}>
        <dt>{t('dashboardCustomers.email')}</dt>
        <dd>{orNA(c.email)}</dd>
        <dt>{t('dashboardCustomers.phone')}</dt>
        <dd>{orNA(c.phone)}</dd>
        <dt>{t('dashboardCustomers.address')}</dt>
        <dd>{orNA(address)}</dd>
        <dt>{t('dashboardCustomers.vendor')}</dt>
        <dd>{orNA(c.vendorName)}</dd>
        <dt>{t('dashboardCustomers.product')}</dt>
        <dd>{orNA(c.productName)}</dd>
        <dt>{t('dashboardCustomers.joinedOn')}</dt>
        <dd>{displayDate(c.createdAt)}</dd>
      </dl>
      <div className={admin.actions}>
        <button type="button" className={`${admin.small} ${admin.danger}`} onClick={() => setConfirming(true)} disabled={deleting} aria-label={t('dashboardCustomers.deleteNamed', { name: c.name })}>
          {t(deleting ? 'dashboardCustomers.deleting' : 'dashboardCustomers.delete')}
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('dashboardCustomers.deleteTitle')}
          description={t('dashboardCustomers.deleteQuestion', { name: orNA(c.name), email: orNA(c.email) })}
          onConfirm={() =>
            remove(c.id, (message, ok) => {
              setConfirming(false);
              onNotice(message, ok);
            })
          }
          busy={deleting}
        />
      </div>
    </article>
  );
}
