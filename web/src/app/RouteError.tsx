import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { NotFound } from '../components/NotFound.tsx';
import buttons from '../components/Button.module.css';
import styles from './RouteError.module.css';

export const SERVER_ERROR_HEADING = 'Something went wrong on our side';

/**
 * Shown in the layout when a page fails to load or to render and no section of it caught the
 * error. A 404 from the router is the not-found page; anything else is a friendly 500 page with a
 * retry (react-router re-runs the loaders and renders the page again) and a link home. The error
 * itself goes to the console, never to the page.
 */
/* eslint-disable i18n/no-literal-text -- English on every route for now: the routes' first-load JS has no bytes to spare for these messages (npm run budget:web; docs/decisions/i18n-no-literal-text-lint.md) */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <PageShell heading={SERVER_ERROR_HEADING} subheading="Sorry, this page could not be shown just now. Please try again in a moment." meta={{ noindex: true }}>
      <p className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
          Try again
        </button>
        <Link className={buttons.secondary} to="/">
          Back to the home page
        </Link>
      </p>
    </PageShell>
  );
}
/* eslint-enable i18n/no-literal-text */
