import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type UndeliveredMailPageQuery } from '../../../__generated__/UndeliveredMailPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function undeliveredMailLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<UndeliveredMailPageQuery>(context, 'undelivered-mail', query, {}, 'network-only');
}
