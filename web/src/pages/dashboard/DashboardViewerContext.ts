import { createContext, useContext } from 'react';
import type { DashboardLayoutQuery$data } from '../../__generated__/DashboardLayoutQuery.graphql.ts';

/** The signed-in vendor (or admin) as the dashboard pages need it. */
export type DashboardViewer = NonNullable<DashboardLayoutQuery$data['viewer']>;

export const DashboardViewerContext = createContext<DashboardViewer | null>(null);

/** The signed-in vendor; only usable inside the dashboard layout. */
export function useDashboardViewer(): DashboardViewer {
  const viewer = useContext(DashboardViewerContext);
  if (!viewer) throw new Error('useDashboardViewer is used outside the vendor dashboard');
  return viewer;
}
