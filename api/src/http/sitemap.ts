import type { Context } from '../context.ts';
import { sitemapPages, sitemapUrls, type SitemapUrl } from '../domain/catalogue/sitemap.ts';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@rules/locales.ts';

/** The storefront's pages robots.txt keeps out, in every language: the shopper's own cart, checkout and favourites. */
const PRIVATE_PAGES = ['/cart', '/checkout', '/favourites', '/login', '/vendor-registration'];

/** What robots.txt keeps out: the dashboard, the private pages in each language, and the APIs. */
const DISALLOWED = ['/vendor-dashboard', ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localizedPath(locale, path))), '/graphql', '/api/'];

/** Search engines re-read these at most hourly; a new listing waits that long for its sitemap line. */
const CACHE_CONTROL = 'public, max-age=3600';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}

const lastmodTag = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/**
 * A page's entries, one per language (issue 35), each naming all of them (and English as
 * `x-default`) in `xhtml:link` alternates, as search engines ask of multilingual sitemaps.
 */
function languageEntries(url: SitemapUrl, publicUrl: string): string[] {
  const link = (hreflang: string, locale: (typeof LOCALES)[number]) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicUrl + localizedPath(locale, url.path))}"/>`;
  const alternates = [...LOCALES.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)].join('');
  return LOCALES.map((locale) => `<url><loc>${escapeXml(publicUrl + localizedPath(locale, url.path))}</loc>${lastmodTag(url.lastmod)}${alternates}</url>`);
}

/**
 * /robots.txt, /sitemap.xml (a sitemap index) and its pages /sitemaps/{name}.xml, with absolute
 * URLs on PUBLIC_URL. Null for any other path.
 */
export async function sitemapAnswer(ctx: Pick<Context, 'db'>, pathname: string, publicUrl: string): Promise<Response | null> {
  if (pathname === '/robots.txt') {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''];
    return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL } });
  }
  if (pathname === '/sitemap.xml') {
    const pages = await sitemapPages(ctx);
    const entries = pages.map((page) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${page.name}.xml`)}</loc>${lastmodTag(page.lastmod)}</sitemap>`);
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`);
  }
  const match = /^\/sitemaps\/([\w-]+)\.xml$/.exec(pathname);
  if (!match) return null;
  const urls = await sitemapUrls(ctx, match[1]);
  if (!urls) return new Response('No such sitemap.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const entries = urls.flatMap((url) => languageEntries(url, publicUrl));
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>`);
}
