import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import type { CustomerCard_customer$key } from '../../__generated__/CustomerCard_customer.graphql.ts';
import { formatDisplayDate } from '../../lib/admin-dates.ts';
import { orNA } from '../../lib/customer-search.ts';
import { useDeleteCustomerMutation } from './useDeleteCustomerMutation.ts';
import admin from '../../components/admin.module.css';

/** One customer: contact details, the vendor and product of their order, Joined, Delete. */
export function CustomerCard({ customer, onNotice }: { customer: CustomerCard_customer$key; onNotice: (m: string) => void }) {
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
        <dt>Email</dt>
        <dd>{orNA(c.email)}</dd>
        <dt>Phone</dt>
        <dd>{orNA(c.phone)}</dd>
        <dt>Address</dt>
        <dd>{orNA(address)}</dd>
        <dt>Vendor</dt>
        <dd>{orNA(c.vendorName)}</dd>
        <dt>Product</dt>
        <dd>{orNA(c.productName)}</dd>
        <dt>Joined</dt>
        <dd>{formatDisplayDate(c.createdAt)}</dd>
      </dl>
      <div className={admin.actions}>
        <button type="button" className={`${admin.small} ${admin.danger}`} onClick={() => setConfirming(true)} disabled={deleting} aria-label={`Delete ${c.name}`}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete customer"
          description={`Delete the customer ${orNA(c.name)} (${orNA(c.email)})? Their details are removed from the customer list.`}
          onConfirm={() =>
            remove(c.id, (message) => {
              setConfirming(false);
              onNotice(message);
            })
          }
          busy={deleting}
        />
      </div>
    </article>
  );
}
