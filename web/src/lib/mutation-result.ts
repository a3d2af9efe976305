/** A mutation result union: the success type, or an error type with a message. */
export type UnionResult = { readonly __typename: string; readonly message?: string | null; readonly field?: string | null };

/** The error message of a typed error result, or null for the success type. */
export function errorOf(result: UnionResult, successType: string): { message: string; field: string | null } | null {
  if (result.__typename === successType) return null;
  return { message: result.message || 'Something went wrong!', field: result.field ?? null };
}
