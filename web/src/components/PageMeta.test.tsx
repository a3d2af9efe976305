// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageMeta, SITE_DESCRIPTION, SITE_TITLE, type PageMetaProps } from './PageMeta.tsx';
import { JsonLd } from './JsonLd.tsx';
import { SiteProvider } from './context/site.tsx';
import { BRAND_NAME } from '../lib/brand.ts';
import { productJsonLd } from '../lib/structured-data.ts';
import { HEAD_META_SELECTORS, headMetaProblems, jsonLdScripts, type HeadMeta } from '../../../e2e/helpers/page-meta.ts';

const SITE = 'https://homes.example.com';

/** Server-renders the tags (what server rendering will put in the head) and reads them back. */
function render(props: PageMetaProps): { doc: Document; meta: HeadMeta } {
  const html = renderToStaticMarkup(
    <SiteProvider site={{ publicUrl: SITE }}>
      <PageMeta {...props} />
    </SiteProvider>,
  );
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  const read = (selector: string) => {
    const element = doc.querySelector(selector);
    return element ? (element.getAttribute('content') ?? element.getAttribute('href')) : null;
  };
  const meta = Object.fromEntries(Object.entries(HEAD_META_SELECTORS).map(([key, selector]) => [key, read(selector)])) as Omit<HeadMeta, 'title'>;
  return { doc, meta: { title: doc.title, ...meta } };
}

describe('PageMeta', () => {
  it('gives a listing its title, plain description, absolute canonical, Open Graph and Twitter tags', () => {
    const { doc, meta } = render({
      title: 'Oak Sofa',
      description: `**Solid** oak.\n${'Soft linen cover. '.repeat(20)}`,
      path: '/products/home-products/oak-sofa',
      image: '/uploads/oak.webp',
      type: 'product',
    });
    expect(headMetaProblems(meta, { publicUrl: SITE, path: '/products/home-products/oak-sofa', titleIncludes: 'Oak Sofa', type: 'product', image: true })).toEqual([]);
    expect(meta.title).toBe(`Oak Sofa | ${BRAND_NAME}`);
    expect(meta.description?.startsWith('Solid oak. Soft linen cover.')).toBe(true);
    expect(meta.description?.length).toBeLessThanOrEqual(160);
    expect(meta.canonical).toBe(`${SITE}/products/home-products/oak-sofa`);
    expect(meta.ogImage).toBe(`${SITE}/uploads/oak.webp`);
    expect(meta.twitterCard).toBe('summary_large_image');
    expect(meta.ogSiteName).toBe(BRAND_NAME);
    expect(meta.robots).toBeNull();
    expect(doc.querySelectorAll('title')).toHaveLength(1);
  });

  it('keeps a noindex page out of the index, without a canonical link', () => {
    const { meta } = render({ title: 'Search results for "sofa"', noindex: true });
    expect(meta.robots).toBe('noindex, follow');
    expect(meta.canonical).toBeNull();
    expect(meta.ogUrl).toBeNull();
    expect(meta.twitterCard).toBe('summary');
    expect(meta.ogImage).toBeNull();
    expect(headMetaProblems(meta, { publicUrl: SITE, path: '/search', titleIncludes: 'sofa', type: 'website', image: false })).toEqual(
      expect.arrayContaining([`an indexable page says robots "noindex, follow"`]),
    );
  });

  it('falls back to the site title and description', () => {
    const { meta } = render({ path: '/' });
    expect(meta.title).toBe(SITE_TITLE);
    expect(meta.description).toBe(SITE_DESCRIPTION);
    expect(meta.canonical).toBe(`${SITE}/`);
    expect(meta.ogType).toBe('website');
  });
});

describe('JsonLd', () => {
  it('renders one script whose text parses back to the data, whatever the listing says', () => {
    const data = productJsonLd(SITE, {
      name: 'Sofa </script><img src=x onerror=alert(1)>',
      description: 'x',
      path: '/products/home-products/sofa',
      imageUrl: null,
      priceUsd: 10,
      available: true,
      seller: { name: 'Casa', path: '/pro/casa/c1' },
      rating: { average: null, count: 0 },
    });
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    const scripts = jsonLdScripts(html);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0])).toEqual(data);
    expect(html).not.toContain('<img');
  });
});
