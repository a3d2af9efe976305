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

const dashboardLayoutQuery = graphql`
  query DashboardLayoutQuery {
    viewer {
      id
      storeId
      storeName
      firstName
      brandType
      isAdmin
    }
    newLeadCount
  }
`;

/** /vendor-dashboard/*: Loading... until the signed-in vendor is known, then sidebar and page. */
export default function DashboardLayout() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardLayoutQuery>;
  return (
    <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
      <DashboardShell queryRef={queryRef} />
    </Suspense>
  );
}

function DashboardShell({ queryRef }: { queryRef: PreloadedQuery<DashboardLayoutQuery> }) {
  const { viewer, newLeadCount } = usePreloadedQuery<DashboardLayoutQuery>(dashboardLayoutQuery, queryRef);
  const navigate = useNavigate();

  // A stored token the server no longer knows (expired, logged out, revoked): forget it.
  useEffect(() => {
    if (!viewer) {
      clearToken();
      navigate('/login', { replace: true });
    }
  }, [viewer, navigate]);

  if (!viewer) return <LoadingText>Loading...</LoadingText>;

  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <DashboardViewerContext.Provider value={viewer}>
      <ToastProvider>
        <div className={styles.layout}>
          <aside className={styles.sidebar} data-print="hide">
            <p className={styles.store}>{viewer.storeName}</p>
            <nav aria-label="Dashboard">
              <ul className={styles.links}>
                {navItemsFor(viewer.isAdmin).map((item) => (
                  <li key={item.to}>
                    <NavLink to={dashboardUrl(item.to)} className={linkClass}>
                      {item.label}
                      {item.badge === 'newLeads' && newLeadCount > 0 && (
                        <span className={styles.badge} aria-label={`${newLeadCount} new`}>
                          {newLeadCount}
                        </span>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
          <div className={styles.content}>
            <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </ToastProvider>
    </DashboardViewerContext.Provider>
  );
}
