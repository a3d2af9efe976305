import query, { type UndeliveredMailPageQuery } from '../../../__generated__/UndeliveredMailPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function undeliveredMailLoader() {
  return preloadPageQuery<UndeliveredMailPageQuery>('undelivered-mail', query, {}, 'network-only');
}
