/**
 * @generated SignedSource<<ee38b12b36fb92adfed8e7b2466e29c5>>
 * @relayHash adfeaf2b36d98dfd0ee41e6570468ecf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b234ba205038c58a99757ad2f533b3ea1f42655ba2668cc1a18bf5614dc180cc

import { ConcreteRequest } from 'relay-runtime';
export type AreaUnit = "SQFT" | "SQM" | "%future added value";
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type CompletionStatus = "OFF_PLAN" | "READY" | "%future added value";
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
export type RentPeriod = "MONTH" | "YEAR" | "%future added value";
export type ProductFilter = {
  amenities?: ReadonlyArray<string> | null | undefined;
  areaUnit?: AreaUnit | null | undefined;
  bounds?: MapBounds | null | undefined;
  catalogue?: Catalogue | null | undefined;
  categorySlug?: string | null | undefined;
  city?: string | null | undefined;
  completionStatus?: CompletionStatus | null | undefined;
  currency?: CurrencyCode | null | undefined;
  maxArea?: number | null | undefined;
  maxPrice?: number | null | undefined;
  minArea?: number | null | undefined;
  minBaths?: number | null | undefined;
  minBeds?: number | null | undefined;
  minPrice?: number | null | undefined;
  minRating?: number | null | undefined;
  neighbourhood?: string | null | undefined;
  purpose?: ListingPurpose | null | undefined;
  search?: string | null | undefined;
  vendorStoreId?: string | null | undefined;
};
export type MapBounds = {
  east: number;
  north: number;
  south: number;
  west: number;
};
export type LiveListingMapQuery$variables = {
  currency: CurrencyCode;
  filter: ProductFilter;
  limit: number;
};
export type LiveListingMapQuery$data = {
  readonly productMap: {
    readonly points: ReadonlyArray<{
      readonly id: string;
      readonly latitude: number;
      readonly longitude: number;
      readonly price: {
        readonly amount: any;
        readonly currency: CurrencyCode;
      };
      readonly purpose: ListingPurpose;
      readonly rentPeriod: RentPeriod | null | undefined;
    }>;
    readonly totalCount: number;
    readonly truncated: boolean;
  };
};
export type LiveListingMapQuery = {
  response: LiveListingMapQuery$data;
  variables: LiveListingMapQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currency"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      }
    ],
    "concreteType": "ProductMap",
    "kind": "LinkedField",
    "name": "productMap",
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
        "kind": "ScalarField",
        "name": "truncated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MapPoint",
        "kind": "LinkedField",
        "name": "points",
        "plural": true,
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
            "name": "latitude",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "longitude",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "purpose",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rentPeriod",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "currency",
                "variableName": "currency"
              }
            ],
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveListingMapQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveListingMapQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "b234ba205038c58a99757ad2f533b3ea1f42655ba2668cc1a18bf5614dc180cc",
    "metadata": {},
    "name": "LiveListingMapQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0da6cc088d7dbae4a02eb27ab411450";

export default node;
