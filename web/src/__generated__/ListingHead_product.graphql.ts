/**
 * @generated SignedSource<<75daa078a176498e2acec7212972a21d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ListingHead_product$data = {
  readonly amenities: ReadonlyArray<string>;
  readonly catalogue: Catalogue;
  readonly category: {
    readonly name: string;
    readonly path: string;
  };
  readonly createdAt: any;
  readonly description: string;
  readonly featureImage: {
    readonly shareUrl: string;
  };
  readonly hiddenFromSuggestions: boolean;
  readonly location: {
    readonly city: string | null | undefined;
    readonly countryCode: string | null | undefined;
    readonly latitude: number | null | undefined;
    readonly longitude: number | null | undefined;
    readonly neighbourhood: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly path: string;
  readonly rating: {
    readonly average: number | null | undefined;
    readonly count: number;
  };
  readonly realEstateDetails: {
    readonly areaSqft: number;
    readonly baths: number;
    readonly beds: number;
    readonly purpose: ListingPurpose;
  } | null | undefined;
  readonly usdDiscountedPrice: {
    readonly amount: any;
    readonly formatted: string;
  } | null | undefined;
  readonly usdPrice: {
    readonly amount: any;
    readonly formatted: string;
  };
  readonly vendor: {
    readonly path: string;
    readonly storeName: string;
  };
  readonly " $fragmentType": "ListingHead_product";
};
export type ListingHead_product$key = {
  readonly " $data"?: ListingHead_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingHead_product">;
};

const node: ReaderFragment = (function(){
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
  "name": "path",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "currency",
    "value": "USD"
  }
],
v3 = [
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
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingHead_product",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "catalogue",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenFromSuggestions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amenities",
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
          "alias": "shareUrl",
          "args": [
            {
              "kind": "Literal",
              "name": "variant",
              "value": "FULL"
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(variant:\"FULL\")"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "usdPrice",
      "args": (v2/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "price(currency:\"USD\")"
    },
    {
      "alias": "usdDiscountedPrice",
      "args": (v2/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discountedPrice",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "discountedPrice(currency:\"USD\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RatingSummary",
      "kind": "LinkedField",
      "name": "rating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
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
      "concreteType": "Vendor",
      "kind": "LinkedField",
      "name": "vendor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "storeName",
          "storageKey": null
        },
        (v1/*:: as any*/)
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
          "name": "areaSqft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purpose",
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
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "neighbourhood",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "countryCode",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "8560365cbdeeaac0f406a7a9c2114fae";

export default node;
