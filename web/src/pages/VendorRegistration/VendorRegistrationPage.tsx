import { PageShell } from '../../components/PageShell.tsx';

/** /vendor-registration (the form comes with the registration work). */
export default function VendorRegistrationPage() {
  return <PageShell heading="Become Pro Vendor" subheading="Fill out the details" />;
}
