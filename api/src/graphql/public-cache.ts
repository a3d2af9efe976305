import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { CacheProbe } from '../http/answer-cache/store.ts';

/**
 * Tells the cache what ran: a query without errors may be stored. (A mutation's writes clear it
 * through the domain's change announcements: domain/events.ts, services.ts.)
 */
export function publicCachePlugin(): Plugin<{ cacheProbe?: CacheProbe }> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      const probe = args.contextValue.cacheProbe;
      return {
        onExecuteDone({ result }) {
          if (operation === 'query' && probe && !(Symbol.asyncIterator in result) && !result.errors?.length) probe.cacheableResult = true;
        },
      };
    },
  };
}
