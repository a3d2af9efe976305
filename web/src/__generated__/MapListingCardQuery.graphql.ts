/**
 * @generated SignedSource<<86e35155ed90da9f6baa5a4a14286e55>>
 * @relayHash 38cee39c9fcd3f9b590579c8275ada5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d527c95718205e72318e43e9d9c626deab9e4ea878e519c6dd3e5c80fe891cc

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
export type RentPeriod = "MONTH" | "YEAR" | "%future added value";
export type MapListingCardQuery$variables = {
  currency: CurrencyCode;
  id: string;
};
export type MapListingCardQuery$data = {
  readonly node: {
    readonly featureImage?: {
      readonly url: string;
    };
    readonly location?: {
      readonly label: string | null | undefined;
    } | null | undefined;
    readonly name?: string;
    readonly path?: string;
    readonly price?: {
      readonly formatted: string;
    };
    readonly realEstateDetails?: {
      readonly baths: number;
      readonly beds: number;
      readonly purpose: ListingPurpose;
      readonly rentPeriod: RentPeriod | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type MapListingCardQuery = {
  response: MapListingCardQuery$data;
  variables: MapListingCardQuery$variables;
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
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
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
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "featureImage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "variant",
              "value": "CARD"
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(variant:\"CARD\")"
        }
      ],
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
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RealEstateDetails",
      "kind": "LinkedField",
      "name": "realEstateDetails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "beds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "baths",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyLocation",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MapListingCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MapListingCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
    "id": "1d527c95718205e72318e43e9d9c626deab9e4ea878e519c6dd3e5c80fe891cc",
    "metadata": {},
    "name": "MapListingCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "52dd051fd9eca1f30d96385fe5fe7a75";

export default node;
