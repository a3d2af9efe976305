import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { TrackOrderForm, type TrackOrderLookup } from '../../../features/order-tracking/TrackOrderForm.tsx';

/**
 * /track-order (issue 21): a guest finds an order by its id and the checkout email, or opens it
 * straight from the signed link in any order mail (?order=ORD-…&token=…). Never indexed: every
 * answer is one shopper's.
 */
export default function TrackOrderPage() {
  const [params] = useSearchParams();
  const [lookup, setLookup] = useState<TrackOrderLookup | null>(null);
  return (
    <PageShell heading="Track Your Order" subheading="Enter the order id from your confirmation and the email you used at checkout." meta={{ noindex: true }}>
      <TrackOrderForm initialOrderId={lookup?.orderId ?? params.get('order') ?? ''} busy={false} onLookup={setLookup} />
    </PageShell>
  );
}
