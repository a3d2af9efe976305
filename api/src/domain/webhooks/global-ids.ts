/**
 * An object's id as the API answers it (GraphQL's global id: base64 of "Type:databaseId", the
 * encoding graphql/builder.ts decodes), so a webhook's ids can be passed straight to `node(id:)`.
 */
export const globalIdOf = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');
