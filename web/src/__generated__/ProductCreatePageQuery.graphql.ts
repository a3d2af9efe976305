/**
 * @generated SignedSource<<cac77016c52f5933ed33987de12a48c3>>
 * @relayHash 7b37717e66eb55f1f17a7373fa31ba6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0978fba91679ce1b71cd694cf37bd710f6d53a0b768f458564e2bf5bbd365130

import { ConcreteRequest } from 'relay-runtime';
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type ProductCreatePageQuery$variables = Record<PropertyKey, never>;
export type ProductCreatePageQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly catalogue: Catalogue;
    readonly name: string;
  }>;
};
export type ProductCreatePageQuery = {
  response: ProductCreatePageQuery$data;
  variables: ProductCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogue",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0978fba91679ce1b71cd694cf37bd710f6d53a0b768f458564e2bf5bbd365130",
    "metadata": {},
    "name": "ProductCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c6c7cec640bdbfa53fccfd8d7ac80104";

export default node;
