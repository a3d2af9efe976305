// Runs one of the web app's compiled operations as the web app sends it: by its persisted id, to
// the web app's GraphQL path (relay.config.js; api/src/graphql/persisted-documents.ts).
import fs from 'node:fs';
import { loadConfig } from '../../src/config.ts';
import type { GraphqlResponse, TestApp } from './test-app.ts';

const persistedDocuments = JSON.parse(fs.readFileSync(loadConfig({}).persistedDocumentsFile, 'utf8')) as Record<string, string>;

/** The id relay-compiler gave the web app's operation `name`, found in the persisted-documents file the server reads. */
export function persistedDocumentId(name: string): string {
  const found = Object.keys(persistedDocuments).find((id) => new RegExp(`^(query|mutation) ${name}\\b`).test(persistedDocuments[id]));
  if (!found) throw new Error(`no persisted document ${name}`);
  return found;
}

export async function sendAsWebApp(t: TestApp, artifact: unknown, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GraphqlResponse> {
  const { id, operationKind } = (artifact as { params: { id: string; operationKind: string } }).params;
  const accept = { accept: 'application/graphql-response+json, application/json' };
  const response =
    operationKind === 'query'
      ? await t.request(`/graphql/app?${new URLSearchParams({ documentId: id, variables: JSON.stringify(variables) })}`, { headers: { ...accept, ...headers } })
      : await t.request('/graphql/app', { method: 'POST', headers: { ...accept, 'content-type': 'application/json', ...headers }, body: JSON.stringify({ documentId: id, variables }) });
  return { ...response, data: response.json?.data, errors: response.json?.errors };
}
