import crypto from 'node:crypto';
import type { SqlQuery } from '@prisma/driver-adapter-utils';
import { MAX_PREPARED_PARAMETERS } from './prepared-limits.mjs';

const MAX_NAMED = 2_000;

/**
 * Names for node-postgres to prepare statements under, once per connection: a repeated statement
 * then skips parsing and, once PostgreSQL settles on a generic plan, planning too. The name is
 * the statement's hash, so the same text always gets the same name. Without a name (too many
 * parameters, or past MAX_NAMED distinct texts) a statement runs unprepared, as before.
 */
export function preparedStatementNames(): (query: SqlQuery) => string | undefined {
  const names = new Map<string, string>();
  return (query) => {
    if (query.args.length > MAX_PREPARED_PARAMETERS) return undefined;
    let name = names.get(query.sql);
    if (name === undefined) {
      if (names.size >= MAX_NAMED) return undefined;
      name = 's' + crypto.createHash('sha1').update(query.sql).digest('hex').slice(0, 24);
      names.set(query.sql, name);
    }
    return name;
  };
}
