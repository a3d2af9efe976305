import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ViewingHoursPageQuery } from '../../../__generated__/ViewingHoursPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { ViewingHoursForm } from '../../../features/viewing-hours/ViewingHoursForm.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardViewings.ts';
import { messages as viewingsMessages } from '../../../lib/i18n/compiled/en/viewings.ts';

/**
 * /vendor-dashboard/viewing-hours (issue 37 part 3): a selling store's weekly viewing hours, its
 * own page in the sidebar (docs/decisions/viewing-hours-editor-page.md).
 */
export default function ViewingHoursPage() {
  const t = useT(messages);
  const tViewings = useT(viewingsMessages);
  const queryRef = useLoaderData() as PreloadedQuery<ViewingHoursPageQuery>;
  return (
    <DashboardPage heading={t('dashboardViewings.heading')}>
      <p>{t('dashboardViewings.intro')}</p>
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardViewings.failed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{tViewings('viewings.loading')}</LoadingText>}>
          <SavedHours queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function SavedHours({ queryRef }: { queryRef: PreloadedQuery<ViewingHoursPageQuery> }) {
  const { myViewingSchedule } = usePreloadedQuery<ViewingHoursPageQuery>(
    graphql`
      query ViewingHoursPageQuery {
        myViewingSchedule {
          timeZone
          slotMinutes
          hours {
            weekday
            start
            end
          }
          blockedDays
        }
      }
    `,
    queryRef,
  );
  return <ViewingHoursForm saved={myViewingSchedule ?? null} />;
}
