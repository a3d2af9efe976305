import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { AppLayoutQuery } from '../../__generated__/AppLayoutQuery.graphql';
import { preloadPageQuery } from '../preload.ts';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    siteSettings {
      ...SiteSettings_settings
    }
  }
`;

export type AppLayoutLoaderData = PreloadedQuery<AppLayoutQuery>;

/** The layout's data (the site settings), loaded with the first page and kept for the visit. */
export function appLayoutLoader({ context }: LoaderFunctionArgs): AppLayoutLoaderData {
  return preloadPageQuery<AppLayoutQuery>(context, 'layout', appLayoutQuery, {});
}
