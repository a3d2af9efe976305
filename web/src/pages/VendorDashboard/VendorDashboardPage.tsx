import { PageShell } from '../../components/PageShell.tsx';

/** /vendor-dashboard and its sub-routes (built with the dashboard work). */
export default function VendorDashboardPage() {
  return <PageShell heading="Vendor Dashboard" />;
}
