// The SDK's generated schema types (sdk/src/generated/schema-types.ts) are current with
// schema.graphql and the webhook events: a stale copy fails here; `npm run sdk:types` rewrites it.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SDK_SCHEMA_TYPES_FILE, sdkSchemaTypes } from '../sdk-schema-types.ts';

describe("the SDK's schema types", () => {
  it('are what schema.graphql and rules/webhooks.ts generate today', () => {
    expect(fs.readFileSync(SDK_SCHEMA_TYPES_FILE, 'utf8'), 'run `npm run sdk:types` and commit sdk/src/generated/schema-types.ts').toBe(sdkSchemaTypes());
  });

  it('carry every error code as a type', () => {
    expect(sdkSchemaTypes()).toMatch(/export type ErrorCode =[^;]*\| 'API_KEY_SCOPE_MISSING'/);
  });
});
