import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageShell } from '../components/PageShell.tsx';
import { ErrorText } from '../components/StatusText.tsx';

/** Shown in the layout when a page fails to load its data or to render. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error && error.message
      ? error.message
      : 'An unexpected error occurred';
  return (
    <PageShell heading="Something went wrong" meta={{ noindex: true }}>
      <ErrorText>{message}</ErrorText>
      <p style={{ textAlign: 'center' }}>
        <Link to="/">Back to the home page</Link>
      </p>
    </PageShell>
  );
}
