/**
 * @generated SignedSource<<6a466191ee25b8e3f51ade5e4c0c788c>>
 * @relayHash d7af4f406b336b2e80ed3f16b0f14527
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be098e48f13e1449be67815f93b3d498b9ce20d97d5b1cee2fd6989c978fb933

import { ConcreteRequest } from 'relay-runtime';
export type AreaUnit = "SQFT" | "SQM" | "%future added value";
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type CompletionStatus = "OFF_PLAN" | "READY" | "%future added value";
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
export type SaveSearchInput = {
  email: string;
  favourites?: ReadonlyArray<string> | null | undefined;
  filter?: ProductFilter | null | undefined;
};
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
export type SaveSearchDialogMutation$variables = {
  input: SaveSearchInput;
};
export type SaveSearchDialogMutation$data = {
  readonly saveSearch: {
    readonly __typename: string;
    readonly message?: string;
    readonly savedSearch?: {
      readonly email: string;
      readonly label: string;
    };
  };
};
export type SaveSearchDialogMutation = {
  response: SaveSearchDialogMutation$data;
  variables: SaveSearchDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedSearch",
            "kind": "LinkedField",
            "name": "savedSearch",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveSearchSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "SaveSearchDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveSearchDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "be098e48f13e1449be67815f93b3d498b9ce20d97d5b1cee2fd6989c978fb933",
    "metadata": {},
    "name": "SaveSearchDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f06477d3cfe3593e39dd2b4a5ea1b161";

export default node;
