// `nodes(ids:)` (issue 38): Relay's many-node lookup, written here instead of the relay plugin's
// own so that it is capped and so that one malformed id fails only its own entry (an error with
// that entry's path, the item null) while the others answer. Visibility is node's rule
// (domain/visibility.ts): missing, unknown or hidden is null, never an error.
import { resolveNodes } from '@pothos/plugin-relay';
import { codedGraphQLError } from './coded-error.ts';
import { GraphQLError } from 'graphql';
import { canSeeNode } from '../domain/visibility.ts';
import { builder, decodeGlobalId } from './builder.ts';

/** At most this many ids per `nodes` call (the connections' page size): docs/decisions/nodes-cap.md. */
export const MAX_NODE_IDS = 100;

builder.queryField('nodes', (t) =>
  t.field({
    description: `The objects with these global ids, in the order asked (at most ${MAX_NODE_IDS}); an entry is null when nothing visible to the caller has that id, and an error (BAD_USER_INPUT) only for a malformed id.`,
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ required: true, description: `Global ids, at most ${MAX_NODE_IDS}.` }) },
    resolve: async (_root, { ids }, ctx, info) => {
      if (ids.length > MAX_NODE_IDS) {
        throw codedGraphQLError(`\`nodes\` takes at most ${MAX_NODE_IDS} ids; ${ids.length} were sent. Split the ids into several requests.`, 'BAD_USER_INPUT', {
          extensions: { field: 'ids', limit: MAX_NODE_IDS, actual: ids.length },
        });
      }
      const decoded = ids.map((id) => {
        try {
          return decodeGlobalId(String(id));
        } catch (error) {
          return error as GraphQLError;
        }
      });
      const visible = await Promise.all(decoded.map((id) => !(id instanceof Error) && canSeeNode(ctx, id.typename, id.id)));
      const wanted = decoded.filter((id, i): id is { typename: string; id: string } => visible[i] && !(id instanceof Error));
      const found = (await resolveNodes(builder, ctx, info, wanted)) as unknown[];
      let next = 0;
      // An Error in a list's place is that item's error in graphql-js: the item is null, the rest answer.
      return decoded.map((id, i) => (id instanceof Error ? id : visible[i] ? found[next++] : null)) as never;
    },
  }),
);
