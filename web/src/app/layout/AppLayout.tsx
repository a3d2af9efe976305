import { Suspense } from 'react';
import { Outlet, useLoaderData } from 'react-router-dom';
import { usePreloadedQuery } from 'react-relay';
import { SiteSettingsProvider } from '../../components/SiteSettings.tsx';
import { appLayoutQuery, type AppLayoutLoaderData } from './loader.ts';
import type { AppLayoutQuery } from '../../__generated__/AppLayoutQuery.graphql';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { LoadingText } from '../../components/StatusText.tsx';
import { useT } from '../../components/context/locale.tsx';
import { messages as shellMessages } from '../../lib/i18n/compiled/en/shell.ts';
import styles from './AppLayout.module.css';

/** The shared layout of every route: header, the page, footer. */
export function AppLayout() {
  const { siteSettings } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, useLoaderData() as AppLayoutLoaderData);
  const t = useT(shellMessages);
  return (
    <SiteSettingsProvider settings={siteSettings}>
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<LoadingText>{t('shell.loading')}</LoadingText>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
    </SiteSettingsProvider>
  );
}
