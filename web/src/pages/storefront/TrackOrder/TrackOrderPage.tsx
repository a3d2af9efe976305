import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { TrackOrderForm } from '../../../features/order-tracking/TrackOrderForm.tsx';
import { TrackedOrder, type TrackingCredentials } from '../../../features/order-tracking/TrackedOrder.tsx';
import { useLocale, useT } from '../../../components/context/locale.tsx';
import { messages as trackingMessages } from '../../../lib/i18n/compiled/en/tracking.ts';

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
  const t = useT(trackingMessages);
  // An English page shows what failed, as it did; a translated one says so in its language.
  const locale = useLocale();
  const linked = params.get('order') && params.get('token') ? { orderId: params.get('order')!, email: null, token: params.get('token') } : null;
  const [credentials, setCredentials] = useState<TrackingCredentials | null>(linked);
  const [lookups, setLookups] = useState(0);
  return (
    <PageShell heading={t('tracking.heading')} subheading={t('tracking.subheading')} meta={{ noindex: true }}>
      <TrackOrderForm
        initialOrderId={params.get('order') ?? ''}
        busy={false}
        onLookup={(lookup) => {
          setCredentials({ orderId: lookup.orderId, email: lookup.email, token: null });
          setLookups((n) => n + 1);
        }}
      />
      {credentials && (
        <ErrorBoundary key={lookups} fallback={(error) => <ErrorText>{(locale === 'en' && error.message) || t('tracking.failed')}</ErrorText>}>
          <Suspense fallback={<LoadingText>{t('tracking.loading')}</LoadingText>}>
            <TrackedOrder credentials={credentials} fetchKey={lookups} />
          </Suspense>
        </ErrorBoundary>
      )}
    </PageShell>
  );
}
