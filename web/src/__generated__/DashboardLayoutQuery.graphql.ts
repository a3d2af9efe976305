/**
 * @generated SignedSource<<916e067d9d72cc2ebd01ef0f2dcfb5e9>>
 * @relayHash 48b545998d09af63fd4f637d80859c37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1cf134efda8b812771df6d339018a0ad42fa6f7093767dba55930c3c2a3668b6

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type Language = "AR" | "EN" | "UR" | "%future added value";
export type DashboardLayoutQuery$variables = Record<PropertyKey, never>;
export type DashboardLayoutQuery$data = {
  readonly newLeadCount: number;
  readonly viewer: {
    readonly brandType: BrandType;
    readonly firstName: string;
    readonly id: string;
    readonly isAdmin: boolean;
    readonly language: Language | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "language",
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
    "id": "1cf134efda8b812771df6d339018a0ad42fa6f7093767dba55930c3c2a3668b6",
    "metadata": {},
    "name": "DashboardLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cd817733f27425be3115320ffcbbc1c1";

export default node;
