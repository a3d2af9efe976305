import { BRAND_NAME } from '../lib/brand.ts';
import { useAbsoluteUrl } from './context/site.tsx';
import { metaDescription } from '../lib/meta-text.ts';
import { ENGLISH, translator } from '../lib/i18n/translator.ts';
import { useLocale, useT } from './context/locale.tsx';
import { messages as shellMessages } from '../lib/i18n/compiled/en/shell.ts';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@rules/locales.ts';

const english = translator(ENGLISH, shellMessages);

/** The home page's title, and the title of a page without one of its own (in English; a page shows it in its language). */
export const SITE_TITLE = english('shell.siteTitle', { brand: BRAND_NAME });

/** What every page says when it has nothing better (the home page's description), in English. */
export const SITE_DESCRIPTION = english('shell.siteDescription');

export interface PageMetaProps {
  /** The page's own title; the tab shows it with the brand after it. None: the site's title. */
  title?: string;
  /** Plain text or a listing's text; made plain and cut to about 160 characters at a word. */
  description?: string;
  /** The canonical path (no query string); none for pages that should not be indexed. */
  path?: string;
  /** A picture for link previews: relative or absolute (a listing's feature image, FULL variant). */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** Keep the page out of search results (its links are still followed). */
  noindex?: boolean;
}

/**
 * The page's address in each language (issue 35), for search engines: one `alternate` per
 * language and `x-default` (English, the unprefixed address).
 */
function LanguageAlternates({ path, absolute }: { path: string; absolute: (path: string) => string }) {
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={absolute(localizedPath(locale, path))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(localizedPath(DEFAULT_LOCALE, path))} />
    </>
  );
}

/**
 * A page's title, description, canonical link (in the page's language) and its language
 * alternates, robots, Open Graph and Twitter tags. React 19
 * hoists them into the document head, in the browser and in server rendering. Render it once per
 * page; it reads no browser global (the URL base comes from the site context).
 */
export function PageMeta({ title, description, path, image, type = 'website', noindex = false }: PageMetaProps) {
  const absolute = useAbsoluteUrl();
  const locale = useLocale();
  const t = useT(shellMessages);
  const siteTitle = t('shell.siteTitle', { brand: BRAND_NAME });
  const fullTitle = title ? `${title} | ${BRAND_NAME}` : siteTitle;
  const shareTitle = title ?? siteTitle;
  const text = metaDescription(description) || t('shell.siteDescription');
  const url = path === undefined ? undefined : absolute(localizedPath(locale, path));
  const imageUrl = image ? absolute(image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {url && <link rel="canonical" href={url} />}
      {url && path !== undefined && !noindex && <LanguageAlternates path={path} absolute={absolute} />}
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
