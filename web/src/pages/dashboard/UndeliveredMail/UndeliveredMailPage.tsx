import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { UndeliveredMailPageQuery } from '../../../__generated__/UndeliveredMailPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { UndeliveredMailList } from '../../../features/undelivered-mail/UndeliveredMailList.tsx';

/** /vendor-dashboard/undelivered-mail: mail the job queue gave up on after its retries (issue 21). */
export default function UndeliveredMailPage() {
  const queryRef = useLoaderData() as PreloadedQuery<UndeliveredMailPageQuery>;
  const [error, setError] = useState<string | null>(null);
  return (
    <DashboardPage heading="Undelivered Mail">
      <p>A mail the mail server refused is tried again for about two hours. These are the ones that never went out: check the address or the mail server, then send them again.</p>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch undelivered mail. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading undelivered mail...</LoadingText>}>
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
