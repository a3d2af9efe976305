import { BRAND_NAME } from '../lib/brand.ts';
import { useAbsoluteUrl } from './context/site.tsx';
import { metaDescription } from '../lib/meta-text.ts';

/** The home page's title, and the title of a page without one of its own. */
export const SITE_TITLE = `${BRAND_NAME}: homes and home products`;

/** What every page says when it has nothing better (the home page's description). */
export const SITE_DESCRIPTION =
  'A marketplace for homes and home products in the UAE, Pakistan, the UK and the USA: buy, sell and rent real estate and shop furniture, tiles, art and decor from trusted vendors.';

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
 * A page's title, description, canonical link, robots, Open Graph and Twitter tags. React 19
 * hoists them into the document head, in the browser and in server rendering. Render it once per
 * page; it reads no browser global (the URL base comes from the site context).
 */
export function PageMeta({ title, description, path, image, type = 'website', noindex = false }: PageMetaProps) {
  const absolute = useAbsoluteUrl();
  const fullTitle = title ? `${title} | ${BRAND_NAME}` : SITE_TITLE;
  const shareTitle = title ?? SITE_TITLE;
  const text = metaDescription(description) || SITE_DESCRIPTION;
  const url = path === undefined ? undefined : absolute(path);
  const imageUrl = image ? absolute(image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {url && <link rel="canonical" href={url} />}
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
