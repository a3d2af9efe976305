import { PageShell } from '../../../components/PageShell.tsx';

/** /vendorprofile: exists as a route; its content is not specified. */
export default function VendorProfilePage() {
  return <PageShell heading="Vendor Profile" meta={{ noindex: true }} />;
}
