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
import { useT } from '../../../components/context/locale.tsx';
import { useServerTextIn } from '../../../hooks/useServerTextIn.ts';
import { messages } from '../../../lib/i18n/compiled/en/dashboardWebhooks.ts';

/** /vendor-dashboard/webhooks (issue 38): a store's endpoints (the admin's: the marketplace's and every store's), their secrets, tests and delivery logs. */
export default function WebhooksPage() {
  const queryRef = useLoaderData() as PreloadedQuery<WebhooksPageQuery>;
  return <WebhooksView queryRef={queryRef} />;
}

export function WebhooksView({ queryRef }: { queryRef: PreloadedQuery<WebhooksPageQuery> }) {
  const t = useT(messages);
  // The form's and the server's refusals (rules/webhooks.ts WEBHOOK_MESSAGES) in the dashboard's language.
  const serverText = useServerTextIn(messages);
  const [error, setShownError] = useState<string | null>(null);
  const setError = (message: string | null) => setShownError(message && serverText(message));
  return (
    <DashboardPage heading={t('dashboardWebhooks.heading')}>
      <p>{t('dashboardWebhooks.intro')}</p>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardWebhooks.fetchFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardWebhooks.loading')}</LoadingText>}>
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
  const t = useT(messages);
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
        <section aria-label={t('dashboardWebhooks.logLabel')}>
          <h2>{t('dashboardWebhooks.deliveriesTo', { url: log.url })}</h2>
          <ErrorBoundary fallback={() => <ErrorText>{t('dashboardWebhooks.logFailed')}</ErrorText>}>
            <Suspense fallback={<LoadingText>{t('dashboardWebhooks.logLoading')}</LoadingText>}>
              <DeliveryLog key={log.id} endpointId={log.id} eventTypes={data.webhookEventTypes} onError={onError} />
            </Suspense>
          </ErrorBoundary>
        </section>
      )}
    </>
  );
}
