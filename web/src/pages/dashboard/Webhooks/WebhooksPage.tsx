import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WebhooksPageQuery } from '../../../__generated__/WebhooksPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { CreateWebhookForm } from '../../../features/webhooks/CreateWebhookForm.tsx';
import { NewSecret } from '../../../features/webhooks/NewSecret.tsx';
import { WebhookEndpointTable } from '../../../features/webhooks/WebhookEndpointTable.tsx';
import { DeliveryLog } from '../../../features/webhooks/DeliveryLog.tsx';

/** /vendor-dashboard/webhooks (issue 38): a store's endpoints (the admin's: the marketplace's and every store's), their secrets, tests and delivery logs. */
export default function WebhooksPage() {
  const queryRef = useLoaderData() as PreloadedQuery<WebhooksPageQuery>;
  return <WebhooksView queryRef={queryRef} />;
}

export function WebhooksView({ queryRef }: { queryRef: PreloadedQuery<WebhooksPageQuery> }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <DashboardPage heading="Webhooks">
      <p>
        Your server is told of orders and products as they change: each POST is signed (Standard Webhooks) and tried again for about a day until it answers 2xx. The README&apos;s Webhooks section shows
        every event and how to verify a signature.
      </p>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch the webhook endpoints. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading webhook endpoints...</LoadingText>}>
          <Endpoints queryRef={queryRef} onError={setError} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Endpoints({ queryRef, onError }: { queryRef: PreloadedQuery<WebhooksPageQuery>; onError: (message: string | null) => void }) {
  const data = usePreloadedQuery<WebhooksPageQuery>(
    graphql`
      query WebhooksPageQuery {
        webhookEventTypes {
          name
          label
        }
        webhookEndpoints {
          id
          ...WebhookEndpointTable_endpoint
        }
      }
    `,
    queryRef,
  );
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [log, setLog] = useState<{ id: string; url: string } | null>(null);
  return (
    <>
      {secret && <NewSecret key={secret} secret={secret} onClose={() => setSecret(null)} onError={onError} />}
      {notice && <p role="status">{notice}</p>}
      <CreateWebhookForm eventTypes={data.webhookEventTypes} onCreated={setSecret} onError={onError} />
      <WebhookEndpointTable endpoints={data.webhookEndpoints} onShowLog={(id, url) => setLog({ id, url })} onSecret={setSecret} onMessage={setNotice} onError={onError} />
      {log && (
        <section aria-label="Delivery log">
          <h2>Deliveries to {log.url}</h2>
          <ErrorBoundary fallback={() => <ErrorText>Failed to fetch the delivery log. Please try again.</ErrorText>}>
            <Suspense fallback={<LoadingText>Loading deliveries...</LoadingText>}>
              <DeliveryLog key={log.id} endpointId={log.id} eventTypes={data.webhookEventTypes} onError={onError} />
            </Suspense>
          </ErrorBoundary>
        </section>
      )}
    </>
  );
}
