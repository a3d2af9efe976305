/**
 * @generated SignedSource<<b965c334d6bb0fc3d66b0759bf25b99d>>
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
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly requestsPerMinute: number;
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
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "b68ae7ed4d8d9683b6a8fe1108838665";

export default node;
