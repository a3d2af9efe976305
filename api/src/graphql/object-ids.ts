import { ValidationError } from '../domain/errors.ts';
import { deprecated } from './deprecations.ts';

/**
 * Arguments that name an object take its global `ID`; a few older ones took its `Int` database id
 * and keep working, deprecated. This is the one place that turns "exactly one of the two" into a
 * database id (or a ValidationError naming the field).
 */
export const DEPRECATED_INT_ID = (field: string) =>
  deprecated(`Use \`${field}\` (the object's global ID, as \`id\` answers it); Int database ids are accepted until clients have switched.`, { version: '2.0.0', notBefore: '2027-06-01' });

type GlobalId = { typename: string; id: string };

export function databaseIdOf(
  typename: string,
  given: { globalId: GlobalId | null | undefined; intId: number | null | undefined },
  fields: { globalId: string; intId: string },
): number {
  const { globalId, intId } = given;
  const hasGlobal = globalId !== null && globalId !== undefined;
  const hasInt = intId !== null && intId !== undefined;
  if (hasGlobal && hasInt) throw new ValidationError(`Send either \`${fields.globalId}\` or the deprecated \`${fields.intId}\`, not both.`, fields.globalId);
  if (!hasGlobal && !hasInt) throw new ValidationError(`\`${fields.globalId}\` is required: the ${typename}'s global ID.`, fields.globalId);
  if (hasGlobal) {
    if (globalId.typename !== typename) throw new ValidationError(`\`${fields.globalId}\` must be a ${typename} id; this one names a ${globalId.typename}.`, fields.globalId);
    return Number(globalId.id);
  }
  return intId as number;
}
