import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { NotFound } from '../components/NotFound.tsx';
import { useServerText } from '../components/context/locale.tsx';
import buttons from '../components/Button.module.css';
import styles from './RouteError.module.css';

export const SERVER_ERROR_HEADING = 'Something went wrong on our side';
/**
 * The page's words, as English literals shown through the server-text lookup (lib/i18n/server-text.ts:
 * found by value in the `refusalTexts` namespace on Arabic and Urdu pages). This page is in every
 * route's first script, which has no bytes to spare for message ids (npm run budget:web).
 */
const WORDS = [SERVER_ERROR_HEADING, 'Sorry, this page could not be shown just now. Please try again in a moment.', 'Try again', 'Back to the home page'];

/**
 * Shown in the layout when a page fails to load or to render and no section of it caught the
 * error. A 404 from the router is the not-found page; anything else is a friendly 500 page with a
 * retry (react-router re-runs the loaders and renders the page again) and a link home. The error
 * itself goes to the console, never to the page.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const [heading, text, tryAgain, backHome] = WORDS.map(useServerText());
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <PageShell heading={heading} subheading={text} meta={{ noindex: true }}>
      <p className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
          {tryAgain}
        </button>
        <Link className={buttons.secondary} to="/">
          {backHome}
        </Link>
      </p>
    </PageShell>
  );
}
