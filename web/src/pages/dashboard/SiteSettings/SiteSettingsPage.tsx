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

/** /vendor-dashboard/site-settings: the marketplace's own details (issue 22), admin only. */
export default function SiteSettingsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<SiteSettingsPageQuery>;
  return (
    <DashboardPage heading="Site Settings">
      <p>The business name, contact, offices, social links, about and founder texts and bank details every storefront page and mail shows.</p>
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch the site settings. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading site settings...</LoadingText>}>
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
