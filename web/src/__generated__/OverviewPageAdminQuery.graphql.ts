/**
 * @generated SignedSource<<3f59ea7449018ad1045f5d5706093df7>>
 * @relayHash 95cdb59a8efffa93c0a66f8daf0eeefa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1848dc4b6bbdb88d6df42268031e0d951612b6eb539e18a5be52b1825c4ad09

import { ConcreteRequest } from 'relay-runtime';
export type OverviewRange = "LAST_30_DAYS" | "LAST_7_DAYS" | "LAST_90_DAYS" | "%future added value";
export type OverviewPageAdminQuery$variables = {
  range: OverviewRange;
};
export type OverviewPageAdminQuery$data = {
  readonly vendorOverview: {
    readonly newestVendors: ReadonlyArray<{
      readonly accessGranted: boolean;
      readonly createdAt: any;
      readonly databaseId: number;
      readonly storeId: string;
      readonly storeName: string;
    }>;
    readonly signups: {
      readonly current: number;
      readonly previous: number;
    };
    readonly signupsPerDay: ReadonlyArray<{
      readonly count: number;
      readonly day: string;
    }>;
  };
};
export type OverviewPageAdminQuery = {
  response: OverviewPageAdminQuery$data;
  variables: OverviewPageAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "range"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "range",
        "variableName": "range"
      }
    ],
    "concreteType": "VendorOverview",
    "kind": "LinkedField",
    "name": "vendorOverview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DayCount",
        "kind": "LinkedField",
        "name": "signupsPerDay",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "day",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewSignups",
        "kind": "LinkedField",
        "name": "signups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previous",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewNewVendor",
        "kind": "LinkedField",
        "name": "newestVendors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
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
            "name": "storeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessGranted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OverviewPageAdminQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OverviewPageAdminQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f1848dc4b6bbdb88d6df42268031e0d951612b6eb539e18a5be52b1825c4ad09",
    "metadata": {},
    "name": "OverviewPageAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "29cd9a9dc34b13c749facae53670e2e1";

export default node;
