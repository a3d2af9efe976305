/**
 * @generated SignedSource<<a37e15de576ae21cfd6de7fb3482c303>>
 * @relayHash 66531ff5344a7bab2fd1f5c96525074c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf363911e3fe0e8eb1b76ec7853a36329d1ce2f1a1b52c1b3932838c7e0a3875

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type FirstStepKey = "FIRST_ENQUIRY" | "LISTING_WITH_PHOTOS" | "PROFILE" | "STOCK" | "VIEWING_HOURS" | "%future added value";
export type OverviewRange = "LAST_30_DAYS" | "LAST_7_DAYS" | "LAST_90_DAYS" | "%future added value";
export type OverviewPageQuery$variables = {
  range: OverviewRange;
};
export type OverviewPageQuery$data = {
  readonly vendorOverview: {
    readonly marketplaceWide: boolean;
    readonly ordersPerDay: ReadonlyArray<{
      readonly count: number;
      readonly day: string;
    }>;
    readonly previousTotals: {
      readonly orders: number;
      readonly revenueUsd: number;
      readonly viewings: number;
      readonly views: number;
    };
    readonly revenueByCurrency: ReadonlyArray<{
      readonly amount: number;
      readonly currency: string;
    }>;
    readonly revenuePerDay: ReadonlyArray<{
      readonly day: string;
      readonly usd: number;
    }>;
    readonly store: {
      readonly brandType: BrandType;
      readonly checklist: {
        readonly show: boolean;
        readonly steps: ReadonlyArray<{
          readonly done: boolean;
          readonly key: FirstStepKey;
          readonly optional: boolean;
        }>;
      };
      readonly listings: number;
      readonly profileGaps: ReadonlyArray<string>;
    } | null | undefined;
    readonly topProductsByOrders: ReadonlyArray<{
      readonly name: string;
      readonly orders: number;
      readonly productId: number;
      readonly slug: string;
      readonly views: number;
    }>;
    readonly topProductsByViews: ReadonlyArray<{
      readonly name: string;
      readonly orders: number;
      readonly productId: number;
      readonly slug: string;
      readonly views: number;
    }>;
    readonly totals: {
      readonly orders: number;
      readonly revenueUsd: number;
      readonly viewings: number;
      readonly views: number;
    };
    readonly viewings: {
      readonly booked: number;
      readonly confirmed: number;
      readonly upcoming: number;
    };
    readonly viewingsPerDay: ReadonlyArray<{
      readonly count: number;
      readonly day: string;
    }>;
    readonly viewsPerDay: ReadonlyArray<{
      readonly count: number;
      readonly day: string;
    }>;
  };
};
export type OverviewPageQuery = {
  response: OverviewPageQuery$data;
  variables: OverviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "range"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "day",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "views",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "revenueUsd",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewings",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "productId",
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
    "name": "slug",
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v7 = [
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
        "kind": "ScalarField",
        "name": "marketplaceWide",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DayCount",
        "kind": "LinkedField",
        "name": "ordersPerDay",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DayCount",
        "kind": "LinkedField",
        "name": "viewingsPerDay",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DayCount",
        "kind": "LinkedField",
        "name": "viewsPerDay",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DayRevenue",
        "kind": "LinkedField",
        "name": "revenuePerDay",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usd",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CurrencyAmount",
        "kind": "LinkedField",
        "name": "revenueByCurrency",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewTotals",
        "kind": "LinkedField",
        "name": "totals",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewTotals",
        "kind": "LinkedField",
        "name": "previousTotals",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewTopProduct",
        "kind": "LinkedField",
        "name": "topProductsByOrders",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewTopProduct",
        "kind": "LinkedField",
        "name": "topProductsByViews",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewViewings",
        "kind": "LinkedField",
        "name": "viewings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "booked",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confirmed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "upcoming",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OverviewStore",
        "kind": "LinkedField",
        "name": "store",
        "plural": false,
        "selections": [
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
            "name": "listings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profileGaps",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FirstStepsChecklist",
            "kind": "LinkedField",
            "name": "checklist",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "show",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FirstStep",
                "kind": "LinkedField",
                "name": "steps",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "done",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "optional",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "name": "OverviewPageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OverviewPageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "cf363911e3fe0e8eb1b76ec7853a36329d1ce2f1a1b52c1b3932838c7e0a3875",
    "metadata": {},
    "name": "OverviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd52ccfe74b8e6b7cf2184a5e683f63b";

export default node;
