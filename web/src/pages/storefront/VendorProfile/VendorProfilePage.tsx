import { PageShell } from '../../../components/PageShell.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { messages as shellMessages } from '../../../lib/i18n/compiled/en/shell.ts';

/** /vendorprofile: exists as a route; its content is not specified. */
export default function VendorProfilePage() {
  const t = useT(shellMessages);
  return <PageShell heading={t('shell.vendorProfile')} meta={{ noindex: true }} />;
}
