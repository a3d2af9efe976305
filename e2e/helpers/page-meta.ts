/**
 * Checks of what a public page says about itself to search engines and link previews (issue 19,
 * item 3): its head tags and its JSON-LD. Pure functions over plain values, so the same checks run
 * on a page in Chromium (e2e/seo.test.ts reads the values from the DOM) and on server-rendered HTML
 * without JavaScript (read the values with `jsonLdScripts` and an HTML parser).
 *
 * Each check returns the problems it found, in words; an empty list means the value passes.
 */

/** A parsed JSON-LD value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the head of a public page holds (null: the tag is missing). */
export interface HeadMeta {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  ogType: string | null;
  ogImage: string | null;
  ogSiteName: string | null;
  twitterCard: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: string | null;
}

/** The names of the head tags HeadMeta reads: `<meta name=…>`, `<meta property=…>`, `<link rel=canonical>`. */
export const HEAD_META_SELECTORS = {
  description: 'meta[name="description"]',
  canonical: 'link[rel="canonical"]',
  robots: 'meta[name="robots"]',
  ogTitle: 'meta[property="og:title"]',
  ogDescription: 'meta[property="og:description"]',
  ogUrl: 'meta[property="og:url"]',
  ogType: 'meta[property="og:type"]',
  ogImage: 'meta[property="og:image"]',
  ogSiteName: 'meta[property="og:site_name"]',
  twitterCard: 'meta[name="twitter:card"]',
  twitterTitle: 'meta[name="twitter:title"]',
  twitterDescription: 'meta[name="twitter:description"]',
  twitterImage: 'meta[name="twitter:image"]',
} as const satisfies Record<Exclude<keyof HeadMeta, 'title'>, string>;

export interface ExpectedMeta {
  /** The site's public URL base (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
  /** The page's path: the canonical link and og:url must be publicUrl + path. */
  path: string;
  /** Text the title must contain (a listing's or store's name). */
  titleIncludes: string;
  type: 'website' | 'product' | 'article';
  /** An og:image is required (a listing's feature image). */
  image: boolean;
}

/** The longest description a page may give (a search result's snippet, cut at a word). */
export const DESCRIPTION_LIMIT = 160;

/** Problems of a public, indexable page's head tags. */
export function headMetaProblems(meta: HeadMeta, expected: ExpectedMeta): string[] {
  const problems: string[] = [];
  const canonical = expected.publicUrl + expected.path;
  if (!meta.title.includes(expected.titleIncludes)) problems.push(`title "${meta.title}" does not name "${expected.titleIncludes}"`);
  if (!meta.description?.trim()) problems.push('no meta description');
  else {
    if (meta.description.length > DESCRIPTION_LIMIT) problems.push(`description longer than ${DESCRIPTION_LIMIT}: ${meta.description.length}`);
    if (/[<>*\n]/.test(meta.description)) problems.push(`description is not plain text: "${meta.description}"`);
  }
  if (meta.canonical !== canonical) problems.push(`canonical ${meta.canonical} is not ${canonical}`);
  if (meta.robots?.includes('noindex')) problems.push(`an indexable page says robots "${meta.robots}"`);
  if (meta.ogTitle !== meta.title.split(' | ')[0] && meta.ogTitle !== meta.title) problems.push(`og:title "${meta.ogTitle}" does not match the title "${meta.title}"`);
  if (meta.ogDescription !== meta.description) problems.push('og:description differs from the description');
  if (meta.ogUrl !== canonical) problems.push(`og:url ${meta.ogUrl} is not ${canonical}`);
  if (meta.ogType !== expected.type) problems.push(`og:type ${meta.ogType} is not ${expected.type}`);
  if (!meta.ogSiteName) problems.push('no og:site_name');
  if (meta.twitterTitle !== meta.ogTitle) problems.push('twitter:title differs from og:title');
  if (meta.twitterDescription !== meta.description) problems.push('twitter:description differs from the description');
  if (expected.image) {
    if (!meta.ogImage || !isAbsoluteHttp(meta.ogImage)) problems.push(`og:image ${meta.ogImage} is not an absolute URL`);
    if (meta.twitterImage !== meta.ogImage) problems.push('twitter:image differs from og:image');
    if (meta.twitterCard !== 'summary_large_image') problems.push(`twitter:card ${meta.twitterCard} is not summary_large_image`);
  } else if (!meta.twitterCard) problems.push('no twitter:card');
  return problems;
}

const isAbsoluteHttp = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isNonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The text of every `<script type="application/ld+json">` in server-rendered HTML. The pages escape
 * `<` inside the JSON, so a script's text ends at the first `</script`.
 */
export function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script/gi)].map((match) => match[1]);
}

/** Problems of one JSON-LD node of the storefront, by its @type (unknown types are a problem). */
export function jsonLdProblems(node: unknown, publicUrl: string): string[] {
  if (!isObject(node)) return ['not a JSON object'];
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${String(node['@type'])}: ${what}`);
  };
  const onSite = (value: unknown) => isAbsoluteHttp(value) && value.startsWith(`${publicUrl}/`);
  need(node['@context'] === 'https://schema.org', '@context is not https://schema.org');
  switch (node['@type']) {
    case 'Product': {
      need(isNonEmptyText(node.name), 'no name');
      need(onSite(node.url), `url ${String(node.url)} is not on ${publicUrl}`);
      need(Array.isArray(node.image) ? node.image.length > 0 && node.image.every(isAbsoluteHttp) : isAbsoluteHttp(node.image), 'image is not absolute');
      problems.push(...offerProblems(node.offers, publicUrl).map((problem) => `Product: ${problem}`));
      if (node.aggregateRating !== undefined) {
        const rating = node.aggregateRating;
        need(isObject(rating) && rating['@type'] === 'AggregateRating', 'aggregateRating is not an AggregateRating');
        if (isObject(rating)) {
          need(typeof rating.ratingValue === 'number' && rating.ratingValue >= 1 && rating.ratingValue <= 5, 'ratingValue is not 1-5');
          need(typeof rating.reviewCount === 'number' && Number.isInteger(rating.reviewCount) && rating.reviewCount > 0, 'reviewCount is not a positive integer');
        }
      }
      break;
    }
    case 'RealEstateListing': {
      need(isNonEmptyText(node.name), 'no name');
      need(onSite(node.url), `url ${String(node.url)} is not on ${publicUrl}`);
      need(Array.isArray(node.image) ? node.image.length > 0 && node.image.every(isAbsoluteHttp) : isAbsoluteHttp(node.image), 'image is not absolute');
      if (node.datePosted !== undefined) need(typeof node.datePosted === 'string' && !Number.isNaN(Date.parse(node.datePosted)), 'datePosted is not a date');
      problems.push(...offerProblems(node.offers, publicUrl).map((problem) => `RealEstateListing: ${problem}`));
      const place = isObject(node.offers) ? node.offers.itemOffered : undefined;
      need(isObject(place) && place['@type'] === 'Accommodation', 'offers.itemOffered is not an Accommodation');
      if (isObject(place)) {
        const size = place.floorSize;
        if (size !== undefined) {
          need(isObject(size) && size['@type'] === 'QuantitativeValue' && typeof size.value === 'number' && size.value > 0 && size.unitCode === 'FTK', 'floorSize is not a QuantitativeValue in FTK');
        }
        for (const key of ['numberOfRooms', 'numberOfBedrooms', 'numberOfBathroomsTotal']) {
          if (place[key] !== undefined) need(typeof place[key] === 'number' && Number.isInteger(place[key]) && place[key] > 0, `${key} is not a positive integer`);
        }
      }
      break;
    }
    case 'Organization':
      need(isNonEmptyText(node.name), 'no name');
      need(onSite(node.url), `url ${String(node.url)} is not on ${publicUrl}`);
      if (node.address !== undefined) need(isObject(node.address) && node.address['@type'] === 'PostalAddress', 'address is not a PostalAddress');
      break;
    case 'WebSite': {
      need(isNonEmptyText(node.name), 'no name');
      need(node.url === `${publicUrl}/`, `url ${String(node.url)} is not ${publicUrl}/`);
      const action = node.potentialAction;
      need(isObject(action) && action['@type'] === 'SearchAction', 'potentialAction is not a SearchAction');
      if (isObject(action)) {
        need(action.target === `${publicUrl}/search?q={search_term_string}`, `SearchAction target ${String(action.target)}`);
        need(action['query-input'] === 'required name=search_term_string', 'SearchAction query-input');
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = node.itemListElement;
      need(Array.isArray(items) && items.length >= 2, 'fewer than two items');
      if (Array.isArray(items)) {
        items.forEach((item, index) => {
          need(isObject(item) && item['@type'] === 'ListItem', `item ${index + 1} is not a ListItem`);
          if (!isObject(item)) return;
          need(item.position === index + 1, `item ${index + 1} has position ${String(item.position)}`);
          need(isNonEmptyText(item.name), `item ${index + 1} has no name`);
          need(onSite(item.item), `item ${index + 1} URL ${String(item.item)} is not on ${publicUrl}`);
        });
      }
      break;
    }
    default:
      problems.push(`unexpected @type ${String(node['@type'])}`);
  }
  return problems;
}

function offerProblems(offer: unknown, publicUrl: string): string[] {
  if (!isObject(offer) || offer['@type'] !== 'Offer') return ['offers is not an Offer'];
  const problems: string[] = [];
  if (typeof offer.price !== 'string' || !/^\d+(\.\d+)?$/.test(offer.price) || Number(offer.price) <= 0) problems.push(`Offer price ${String(offer.price)} is not a positive decimal`);
  if (offer.priceCurrency !== 'USD') problems.push(`Offer priceCurrency ${String(offer.priceCurrency)} is not USD`);
  if (!['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/Discontinued'].includes(String(offer.availability))) {
    problems.push(`Offer availability ${String(offer.availability)}`);
  }
  if (!(isAbsoluteHttp(offer.url) && offer.url.startsWith(`${publicUrl}/`))) problems.push(`Offer url ${String(offer.url)} is not on ${publicUrl}`);
  const seller = offer.seller;
  if (!isObject(seller) || seller['@type'] !== 'Organization' || !isNonEmptyText(seller.name)) problems.push('Offer seller is not a named Organization');
  if (offer.businessFunction !== undefined && !['http://purl.org/goodrelations/v1#Sell', 'http://purl.org/goodrelations/v1#LeaseOut'].includes(String(offer.businessFunction))) {
    problems.push(`Offer businessFunction ${String(offer.businessFunction)}`);
  }
  return problems;
}

/** The @types of parsed JSON-LD scripts, flattening arrays and @graph. */
export function jsonLdTypes(nodes: readonly unknown[]): string[] {
  return nodes.flatMap((node) => (Array.isArray(node) ? node : isObject(node) && Array.isArray(node['@graph']) ? node['@graph'] : [node])).map((node) => String(isObject(node) ? node['@type'] : node));
}
