// The dashboard's messages in Urdu, one module per area (see ../en/dashboard.ts).
import type { DashboardMessageId } from '../en/dashboard.ts';
import { dashboardShellUr } from './dashboardShell.ts';

export const dashboardUr: Record<DashboardMessageId, string> = {
  ...dashboardShellUr,
};
