import query, { type CataloguePageQuery } from '../../../__generated__/CataloguePageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';
import { CATALOGUES, type CatalogueKey } from './catalogues.ts';

export const catalogueLoader = (key: CatalogueKey) => () => {
  const { catalogue, brandType } = CATALOGUES[key];
  return preloadPageQuery<CataloguePageQuery>(`catalogue:${key}`, query, { catalogue, brandType, filter: { catalogue } });
};
