import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SiteSettingsPageQuery } from '../../../__generated__/SiteSettingsPageQuery.graphql.ts';
import type { SiteSettings_settings$key } from '../../../__generated__/SiteSettings_settings.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { SiteSettingsForm } from '../../../features/site-settings/SiteSettingsForm.tsx';
import { siteSettingsFragment } from '../../../components/SiteSettings.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardSiteSettings.ts';

/** /vendor-dashboard/site-settings: the marketplace's own details (issue 22), admin only. */
export default function SiteSettingsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<SiteSettingsPageQuery>;
  const t = useT(messages);
  return (
    <DashboardPage heading={t('dashboardSiteSettings.heading')}>
      <p>{t('dashboardSiteSettings.intro')}</p>
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardSiteSettings.fetchFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardSiteSettings.loading')}</LoadingText>}>
          <Settings queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Settings({ queryRef }: { queryRef: PreloadedQuery<SiteSettingsPageQuery> }) {
  const data = usePreloadedQuery<SiteSettingsPageQuery>(
    graphql`
      query SiteSettingsPageQuery {
        # The form edits the English texts, whatever the dashboard's language (docs/decisions/dashboard-language.md).
        siteSettings(language: EN) {
          ...SiteSettings_settings
        }
      }
    `,
    queryRef,
  );
  const settings = useFragment<SiteSettings_settings$key>(siteSettingsFragment, data.siteSettings);
  return <SiteSettingsForm settings={settings} />;
}
