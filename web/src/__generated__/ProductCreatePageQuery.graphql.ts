/**
 * @generated SignedSource<<d64e049159ffdacea6bbb33de06f5d13>>
 * @relayHash 408540189028b6daf7a04357588f9b32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edbc6ed38febbac55024411b2c5f2adbb355cd7d3ebe45cf6bda471be03f07f8

import { ConcreteRequest } from 'relay-runtime';
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type ProductCreatePageQuery$variables = Record<PropertyKey, never>;
export type ProductCreatePageQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly catalogue: Catalogue;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly city: string;
    readonly country: string;
  } | null | undefined;
};
export type ProductCreatePageQuery = {
  response: ProductCreatePageQuery$data;
  variables: ProductCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "language",
      "value": "EN"
    }
  ],
  "kind": "ScalarField",
  "name": "name",
  "storageKey": "name(language:\"EN\")"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogue",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Vendor",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProductCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Vendor",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "edbc6ed38febbac55024411b2c5f2adbb355cd7d3ebe45cf6bda471be03f07f8",
    "metadata": {},
    "name": "ProductCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c0ab30da7c3a5a847ee3a042ba1d27f0";

export default node;
