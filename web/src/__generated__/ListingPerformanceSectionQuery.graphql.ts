/**
 * @generated SignedSource<<61a22ad6e7b0ab6f2d34a4f569b2047c>>
 * @relayHash 1dbad5462dcc19bc4b8604e567ba621a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7f194b3e8ac3859759f606fd1b86ebe5ad6ea7ca6f4175a36c87ebb7500bf60

import { ConcreteRequest } from 'relay-runtime';
export type ListingMeasure = "ENQUIRIES" | "NAME" | "ORDERS" | "REVENUE" | "SAVES" | "VIEWINGS" | "VIEWS" | "%future added value";
export type OverviewRange = "LAST_30_DAYS" | "LAST_7_DAYS" | "LAST_90_DAYS" | "%future added value";
export type ListingPerformanceSectionQuery$variables = {
  descending: boolean;
  first: number;
  range: OverviewRange;
  sort: ListingMeasure;
};
export type ListingPerformanceSectionQuery$data = {
  readonly listingPerformance: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly enquiries: number;
        readonly name: string;
        readonly orders: number;
        readonly revenueByCurrency: ReadonlyArray<{
          readonly amount: number;
          readonly currency: string;
        }>;
        readonly saves: number;
        readonly slug: string;
        readonly storeName: string;
        readonly viewings: number;
        readonly views: number;
      };
    }>;
    readonly totalCount: number;
  };
};
export type ListingPerformanceSectionQuery = {
  response: ListingPerformanceSectionQuery$data;
  variables: ListingPerformanceSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "descending"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "range"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "descending",
        "variableName": "descending"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "range",
        "variableName": "range"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "ListingPerformanceConnection",
    "kind": "LinkedField",
    "name": "listingPerformance",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ListingPerformanceEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ListingFigures",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "views",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enquiries",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "saves",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewings",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orders",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingPerformanceSectionQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ListingPerformanceSectionQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c7f194b3e8ac3859759f606fd1b86ebe5ad6ea7ca6f4175a36c87ebb7500bf60",
    "metadata": {},
    "name": "ListingPerformanceSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f6e928d69c5a27b5c9725e0864bc8728";

export default node;
