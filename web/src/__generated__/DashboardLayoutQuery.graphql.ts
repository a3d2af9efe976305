/**
 * @generated SignedSource<<f1e918b2043fb487dba416910cb69f56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type DashboardLayoutQuery$variables = Record<PropertyKey, never>;
export type DashboardLayoutQuery$data = {
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
    "cacheID": "b35e9fa671547b4fd399c813d90512a4",
    "id": null,
    "metadata": {},
    "name": "DashboardLayoutQuery",
    "operationKind": "query",
    "text": "query DashboardLayoutQuery {\n  viewer {\n    id\n    storeId\n    storeName\n    firstName\n    brandType\n    isAdmin\n  }\n}\n"
  }
};
})();

(node as any).hash = "be157edfc0efc4c5c3c53aff14babc63";

export default node;
