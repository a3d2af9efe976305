import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { UndeliveredMailPageQuery } from '../../../__generated__/UndeliveredMailPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { UndeliveredMailList } from '../../../features/undelivered-mail/UndeliveredMailList.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { useServerTextIn } from '../../../hooks/useServerTextIn.ts';
import { messages } from '../../../lib/i18n/compiled/en/dashboardUndeliveredMail.ts';

/** /vendor-dashboard/undelivered-mail: mail the job queue gave up on after its retries (issue 21). */
export default function UndeliveredMailPage() {
  const queryRef = useLoaderData() as PreloadedQuery<UndeliveredMailPageQuery>;
  const t = useT(messages);
  const serverText = useServerTextIn(messages);
  const [error, setShownError] = useState<string | null>(null);
  const setError = (message: string | null) => setShownError(message && serverText(message));
  return (
    <DashboardPage heading={t('dashboardUndeliveredMail.heading')}>
      <p>{t('dashboardUndeliveredMail.intro')}</p>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardUndeliveredMail.fetchFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardUndeliveredMail.loading')}</LoadingText>}>
          <UndeliveredMails queryRef={queryRef} onError={setError} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function UndeliveredMails({ queryRef, onError }: { queryRef: PreloadedQuery<UndeliveredMailPageQuery>; onError: (message: string | null) => void }) {
  const data = usePreloadedQuery<UndeliveredMailPageQuery>(
    graphql`
      query UndeliveredMailPageQuery {
        undeliveredMails {
          id
          ...UndeliveredMailList_mail
        }
      }
    `,
    queryRef,
  );
  return <UndeliveredMailList mails={data.undeliveredMails} onError={onError} />;
}
