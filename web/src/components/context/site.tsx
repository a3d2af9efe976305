import { createContext, useContext, type ReactNode } from 'react';

/**
 * Facts about the site the page is served from, the same on the server and in the browser (the
 * server renders with them and embeds them in the page, so hydration sees the same values).
 */
export interface Site {
  /** Absolute base of every public URL (canonical links, Open Graph, JSON-LD, sitemaps): the server's PUBLIC_URL, no trailing slash. */
  publicUrl: string;
  /** The map views' background tiles (the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION); null: maps draw a plain background. */
  mapTiles?: { url: string; attribution: string } | null;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site's facts; outside a provider (unit tests, a client-only start) the page's own origin. */
export function useSite(): Site {
  return useContext(SiteContext) ?? { publicUrl: typeof location === 'undefined' ? '' : location.origin };
}

/** An absolute URL on this site for a path such as `/products/home-products/sofa`. */
export function useAbsoluteUrl(): (path: string) => string {
  const { publicUrl } = useSite();
  return (path) => new URL(path, `${publicUrl}/`).toString();
}
