import { Navigate, Outlet } from 'react-router-dom';
import { useDashboardViewer } from './DashboardViewerContext.ts';
import { dashboardUrl } from '../../lib/dashboard-urls.ts';

/**
 * Dashboard pages for one kind of account: the admin's pages, or the selling vendors' (the admin
 * does not add products). Anyone else goes to the overview. The server checks again.
 */
export function AccessGate({ allow }: { allow: 'admin' | 'seller' }) {
  const viewer = useDashboardViewer();
  const allowed = allow === 'admin' ? viewer.isAdmin : !viewer.isAdmin;
  return allowed ? <Outlet /> : <Navigate to={dashboardUrl('overview')} replace />;
}
