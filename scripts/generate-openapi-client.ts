// Generates the typed REST client's types from the OpenAPI document (openapi-typescript), for
// openapi-fetch: `npm run openapi:client` rewrites sdk/src/generated/rest-api.ts (the SDK's REST types) (commit it);
// `--check` fails when the committed file is stale; `--url http://localhost:4000/api/openapi.json`
// reads a running server's document instead of the route table's (the same document: the
// server serves openApiDocument(restRoutes)).
import fs from 'node:fs';
import path from 'node:path';
import { restClientTypes, REST_CLIENT_TYPES_FILE } from './openapi-client.ts';
import { openApiDocument } from '../api/src/rest/openapi.ts';
import { restRoutes } from '../api/src/rest/handler.ts';

const urlAt = process.argv.indexOf('--url');
const doc = urlAt > 0 ? await (await fetch(process.argv[urlAt + 1])).json() : openApiDocument(restRoutes);
const generated = await restClientTypes(doc);
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(REST_CLIENT_TYPES_FILE) ? fs.readFileSync(REST_CLIENT_TYPES_FILE, 'utf8') : '';
  if (committed !== generated) {
    console.error(`${path.relative(process.cwd(), REST_CLIENT_TYPES_FILE)} is out of date: run \`npm run openapi:client\` and commit it.`);
    process.exit(1);
  }
  console.log('The REST client types are up to date.');
} else {
  fs.writeFileSync(REST_CLIENT_TYPES_FILE, generated);
  console.log(`Wrote ${path.relative(process.cwd(), REST_CLIENT_TYPES_FILE)}`);
}
