/**
 * @generated SignedSource<<215f5915f913b9c9dfafd2931d15e746>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyScope = "CATALOGUE_READ" | "STORE_MEDIA_WRITE" | "STORE_ORDERS_READ" | "STORE_ORDERS_WRITE" | "STORE_PRODUCTS_WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiKeyTable_apiKey$data = {
  readonly active: boolean;
  readonly createdAt: any;
  readonly expiresAt: any | null | undefined;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly requestsPerMinute: number;
  readonly revokedAt: any | null | undefined;
  readonly scopes: ReadonlyArray<ApiKeyScope>;
  readonly storeId: string | null | undefined;
  readonly " $fragmentType": "ApiKeyTable_apiKey";
};
export type ApiKeyTable_apiKey$key = {
  readonly " $data"?: ApiKeyTable_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyTable_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyTable_apiKey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestsPerMinute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "470198f3ec69993a56a5fb6831defefd";

export default node;
