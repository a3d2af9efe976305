import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { TrackOrderForm } from '../../../features/order-tracking/TrackOrderForm.tsx';
import { TrackedOrder, type TrackingCredentials } from '../../../features/order-tracking/TrackedOrder.tsx';

/**
 * /track-order (issue 21): a guest finds an order by its id and the checkout email, or opens it
 * straight from the signed link in any order mail (?order=ORD-…&token=…). The form posted before
 * the script has run goes to the server, which answers with that signed link (http/page-forms.ts),
 * so the email never enters an address. The server renders a signed link's order too (issue 32:
 * it reads without the script); its answer is personal, so that page is kept by nobody
 * (http/server-render.ts), and one shopper's details never enter the shared page cache. Never indexed.
 */
export default function TrackOrderPage() {
  const [params] = useSearchParams();
  const linked = params.get('order') && params.get('token') ? { orderId: params.get('order')!, email: null, token: params.get('token') } : null;
  const [credentials, setCredentials] = useState<TrackingCredentials | null>(linked);
  const [lookups, setLookups] = useState(0);
  return (
    <PageShell heading="Track Your Order" subheading="Enter the order id from your confirmation and the email you used at checkout." meta={{ noindex: true }}>
      <TrackOrderForm
        initialOrderId={params.get('order') ?? ''}
        busy={false}
        onLookup={(lookup) => {
          setCredentials({ orderId: lookup.orderId, email: lookup.email, token: null });
          setLookups((n) => n + 1);
        }}
      />
      {credentials && (
        <ErrorBoundary key={lookups} fallback={(error) => <ErrorText>{error.message || 'Could not look up the order. Please try again.'}</ErrorText>}>
          <Suspense fallback={<LoadingText>Looking up your order...</LoadingText>}>
            <TrackedOrder credentials={credentials} fetchKey={lookups} />
          </Suspense>
        </ErrorBoundary>
      )}
    </PageShell>
  );
}
