/**
 * @generated SignedSource<<52fe6efad619e24ae8081b727f9283a3>>
 * @relayHash d2eceeb84e6743927b8d19f264839efc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa3b41cc17e2f53c86f161a3b4ea773cbd1b3187cc2c362e45dd14e51d72a90b

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type DashboardLayoutQuery$variables = Record<PropertyKey, never>;
export type DashboardLayoutQuery$data = {
  readonly newLeadCount: number;
  readonly viewer: {
    readonly brandType: BrandType;
    readonly firstName: string;
    readonly id: string;
    readonly isAdmin: boolean;
    readonly storeId: string;
    readonly storeName: string;
  } | null | undefined;
};
export type DashboardLayoutQuery = {
  response: DashboardLayoutQuery$data;
  variables: DashboardLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Vendor",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "name": "storeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storeName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "brandType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "newLeadCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardLayoutQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardLayoutQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "aa3b41cc17e2f53c86f161a3b4ea773cbd1b3187cc2c362e45dd14e51d72a90b",
    "metadata": {},
    "name": "DashboardLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5992967330f013a8f22c6f82acd16523";

export default node;
