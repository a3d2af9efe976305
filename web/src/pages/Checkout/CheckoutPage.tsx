import { PageShell } from '../../components/PageShell.tsx';

/** /checkout (reachable only with a non-empty cart; see the route loader). The form comes with the checkout work. */
export default function CheckoutPage() {
  return <PageShell heading="Checkout" />;
}
