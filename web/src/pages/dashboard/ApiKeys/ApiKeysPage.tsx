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
import { useT } from '../../../components/context/locale.tsx';
import { useServerTextIn } from '../../../hooks/useServerTextIn.ts';
import { messages } from '../../../lib/i18n/compiled/en/dashboardApiKeys.ts';

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
  const t = useT(messages);
  // The form's and the server's refusals (rules/api-keys.ts API_KEY_MESSAGES) in the dashboard's language.
  const serverText = useServerTextIn(messages);
  const [error, setShownError] = useState<string | null>(null);
  const setError = (message: string | null) => setShownError(message && serverText(message));
  return (
    <DashboardPage heading={t('dashboardApiKeys.heading')}>
      <p>
        {t('dashboardApiKeys.introBefore')} <code>X-Api-Key</code> ({t('dashboardApiKeys.introOr')} <code>Authorization: Bearer</code>).{' '}
        {t(isAdmin ? 'dashboardApiKeys.introAdmin' : 'dashboardApiKeys.introVendor')}
      </p>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <CreateApiKeyForm onError={setError} choosesStore={isAdmin} />
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardApiKeys.fetchFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardApiKeys.loading')}</LoadingText>}>
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
