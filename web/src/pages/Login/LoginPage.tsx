import { PageShell } from '../../components/PageShell.tsx';

/** /login (the form comes with the vendor login work). */
export default function LoginPage() {
  return <PageShell heading="Login" />;
}
