import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SynonymsPageQuery } from '../../../__generated__/SynonymsPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { AddSynonymGroupForm } from '../../../features/synonyms/AddSynonymGroupForm.tsx';
import { SynonymGroupTable } from '../../../features/synonyms/SynonymGroupTable.tsx';
import { SearchMeaningsPanel } from '../../../features/synonyms/SearchMeaningsPanel.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { useServerTextIn } from '../../../hooks/useServerTextIn.ts';
import { messages } from '../../../lib/i18n/compiled/en/dashboardSynonyms.ts';

/** /vendor-dashboard/synonyms: search's synonym groups (issue 20): add, edit, delete; the word list and thesaurus's meanings, switched off and on (issue 34). */
export default function SynonymsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<SynonymsPageQuery>;
  const t = useT(messages);
  const serverText = useServerTextIn(messages);
  const [error, setShownError] = useState<string | null>(null);
  const setError = (message: string | null) => setShownError(message && serverText(message));
  return (
    <DashboardPage heading={t('dashboardSynonyms.heading')}>
      <p>{t('dashboardSynonyms.intro')}</p>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <AddSynonymGroupForm onError={setError} />
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardSynonyms.fetchFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardSynonyms.loading')}</LoadingText>}>
          <SynonymGroups queryRef={queryRef} onError={setError} />
        </Suspense>
      </ErrorBoundary>
      <SearchMeaningsPanel onError={setError} />
    </DashboardPage>
  );
}

function SynonymGroups({ queryRef, onError }: { queryRef: PreloadedQuery<SynonymsPageQuery>; onError: (message: string | null) => void }) {
  const data = usePreloadedQuery<SynonymsPageQuery>(
    graphql`
      query SynonymsPageQuery {
        synonymGroups {
          id
          ...SynonymGroupTable_synonymGroup
        }
      }
    `,
    queryRef,
  );
  return <SynonymGroupTable groups={data.synonymGroups} onError={onError} />;
}
