/**
 * The answer to a web page request that failed on our side (an unhandled error in app.fetch), or
 * that could not be served for now (no database, a busy server: 503 with Retry-After): a
 * small self-contained page (no scripts, no external styles or images, so it shows even when the
 * web app's files cannot be served) with a retry and a link home. Never the error itself.
 * /graphql and /api keep their JSON errors.
 */

interface ErrorPage {
  status: number;
  title: string;
  text: string;
}

const SERVER_ERROR: ErrorPage = {
  status: 500,
  title: 'Something went wrong on our side',
  text: 'Sorry, this page could not be shown just now. Please try again in a moment.',
};

const UNAVAILABLE: ErrorPage = {
  status: 503,
  title: 'We will be right back',
  text: 'The marketplace is unavailable for a moment. Please try again in a few seconds.',
};

const page = ({ status, title, text }: ErrorPage) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f7f5f0;color:#1f2933;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);text-align:center}
h1{margin:0 0 .75rem;font-family:Georgia,serif;font-size:1.75rem;line-height:1.2}
p{margin:0 0 1.5rem;color:#52606d}
a{display:inline-block;margin:.25rem;padding:.75rem 1.5rem;border-radius:999px;font-weight:700;text-decoration:none;border:2px solid #1f4e5f}
.primary{background:#1f4e5f;color:#fff}.secondary{color:#1f4e5f}
</style>
</head>
<body>
<main>
<p aria-hidden="true">Error ${status}</p>
<h1>${title}</h1>
<p>${text}</p>
<a class="primary" href="">Try again</a>
<a class="secondary" href="/">Back to the home page</a>
</main>
</body>
</html>
`;

/** Whether the request was for a web page: it is not the API's, and the client takes HTML. */
export function wantsHtmlPage(request: Request): boolean {
  let pathname: string;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    return false;
  }
  if (pathname === '/graphql' || pathname.startsWith('/graphql/') || pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.get('accept') ?? '').toLowerCase().includes('text/html');
}

const PAGES = new Map([SERVER_ERROR, UNAVAILABLE].map((kind) => [kind, page(kind)]));

function errorPage(request: Request, kind: ErrorPage, headers: Record<string, string> = {}): Response {
  return new Response(request.method === 'HEAD' ? null : PAGES.get(kind)!, {
    status: kind.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** 500 with the friendly page (not stored by any cache: the next try may work). */
export function serverErrorPage(request: Request): Response {
  return errorPage(request, SERVER_ERROR);
}

/** 503 with the friendly page and when to come back (the database is away, or the server is busy). */
export function unavailablePage(request: Request, retryAfterSeconds: number): Response {
  return errorPage(request, UNAVAILABLE, { 'retry-after': String(retryAfterSeconds) });
}
