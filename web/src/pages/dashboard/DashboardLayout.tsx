import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useLoaderData, useNavigate } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql.ts';
import { LoadingText } from '../../components/StatusText.tsx';
import { ToastProvider } from '../../components/ui/Toast.tsx';
import { clearToken } from '../../lib/browser-session.ts';
import { DashboardViewerContext } from './DashboardViewerContext.ts';
import { navItemsFor } from './navigation.ts';
import styles from './DashboardLayout.module.css';
import { dashboardUrl } from '../../lib/dashboard-urls.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as shellMessages } from '../../lib/i18n/compiled/en/dashboardShell.ts';
import { DashboardLanguage, localeOfLanguage } from './DashboardLanguage.tsx';
import { DashboardLanguageSwitch } from './DashboardLanguageSwitch.tsx';

const dashboardLayoutQuery = graphql`
  query DashboardLayoutQuery {
    viewer {
      id
      storeId
      storeName
      firstName
      brandType
      isAdmin
      language
    }
    newLeadCount
  }
`;

/**
 * /vendor-dashboard/*: Loading... until the signed-in vendor is known (in the address's language,
 * English: the vendor's own is not known yet), then sidebar and page in the vendor's language.
 */
export default function DashboardLayout() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardLayoutQuery>;
  const t = useT(shellMessages);
  return (
    <Suspense fallback={<LoadingText>{t('dashboardShell.loading')}</LoadingText>}>
      <DashboardShell queryRef={queryRef} />
    </Suspense>
  );
}

function DashboardShell({ queryRef }: { queryRef: PreloadedQuery<DashboardLayoutQuery> }) {
  const { viewer, newLeadCount } = usePreloadedQuery<DashboardLayoutQuery>(dashboardLayoutQuery, queryRef);
  const navigate = useNavigate();
  const t = useT(shellMessages);

  // A stored token the server no longer knows (expired, logged out, revoked): forget it.
  useEffect(() => {
    if (!viewer) {
      clearToken();
      navigate('/login', { replace: true });
    }
  }, [viewer, navigate]);

  if (!viewer) return <LoadingText>{t('dashboardShell.loading')}</LoadingText>;

  return (
    <DashboardViewerContext.Provider value={viewer}>
      <DashboardLanguage locale={localeOfLanguage(viewer.language)}>
        <ToastProvider>
          <DashboardFrame storeName={viewer.storeName} isAdmin={viewer.isAdmin} newLeadCount={newLeadCount} />
        </ToastProvider>
      </DashboardLanguage>
    </DashboardViewerContext.Provider>
  );
}

/** The sidebar (store, pages, language) beside the page. */
function DashboardFrame({ storeName, isAdmin, newLeadCount }: { storeName: string; isAdmin: boolean; newLeadCount: number }) {
  const t = useT(shellMessages);
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} data-print="hide">
        <p className={styles.store}>{storeName}</p>
        <nav aria-label={t('dashboardShell.navigation')}>
          <ul className={styles.links}>
            {navItemsFor(isAdmin).map((item) => (
              <li key={item.to}>
                <NavLink to={dashboardUrl(item.to)} className={linkClass}>
                  {t(item.label)}
                  {item.badge === 'newLeads' && newLeadCount > 0 && (
                    <span className={styles.badge} aria-label={t('dashboardShell.newLeads', { count: newLeadCount })}>
                      {newLeadCount}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <DashboardLanguageSwitch />
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<LoadingText>{t('dashboardShell.loading')}</LoadingText>}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
