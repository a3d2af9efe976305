import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ApiKeysPageQuery } from '../../../__generated__/ApiKeysPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { CreateApiKeyForm } from '../../../features/api-keys/CreateApiKeyForm.tsx';
import { ApiKeyTable } from '../../../features/api-keys/ApiKeyTable.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';

/**
 * /vendor-dashboard/api-keys: partners' API keys (issue 18, issue 38): create (the key shown
 * once), list, revoke. The admin manages every key; a vendor its own store's.
 */
export default function ApiKeysPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ApiKeysPageQuery>;
  const { isAdmin } = useDashboardViewer();
  return <ApiKeysView queryRef={queryRef} isAdmin={isAdmin} />;
}

/** The page without the router (its tests render it with a query of their own). */
export function ApiKeysView({ queryRef, isAdmin }: { queryRef: PreloadedQuery<ApiKeysPageQuery>; isAdmin: boolean }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <DashboardPage heading="API Keys">
      <p>
        Partners send a key as <code>X-Api-Key</code> (or <code>Authorization: Bearer</code>). Each key has its own quota per minute and may expire. A key
        with a write scope makes those changes as {isAdmin ? 'the store it is bound to' : 'your store'}, with that store's rights and nothing more.
      </p>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <CreateApiKeyForm onError={setError} choosesStore={isAdmin} />
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch API keys. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading API keys...</LoadingText>}>
          <ApiKeys queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function ApiKeys({ queryRef }: { queryRef: PreloadedQuery<ApiKeysPageQuery> }) {
  const data = usePreloadedQuery<ApiKeysPageQuery>(
    graphql`
      query ApiKeysPageQuery {
        apiKeys {
          id
          ...ApiKeyTable_apiKey
        }
      }
    `,
    queryRef,
  );
  return <ApiKeyTable apiKeys={data.apiKeys} />;
}
