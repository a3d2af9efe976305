/**
 * @generated SignedSource<<9cf9f1667d7d295c1390a188b307c1bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type CompletionStatus = "OFF_PLAN" | "READY" | "%future added value";
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
export type RentPeriod = "MONTH" | "YEAR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductCard_product$data = {
  readonly catalogue: Catalogue;
  readonly category: {
    readonly name: string;
  };
  readonly discountedPrice: {
    readonly amount: any;
  } | null | undefined;
  readonly featureImage: {
    readonly srcSet: string;
    readonly url: string;
  };
  readonly id: string;
  readonly location: {
    readonly label: string | null | undefined;
  } | null | undefined;
  readonly lowStockThreshold: number;
  readonly name: string;
  readonly path: string;
  readonly price: {
    readonly amount: any;
    readonly currency: CurrencyCode;
  };
  readonly realEstateDetails: {
    readonly areaSqft: number;
    readonly baths: number;
    readonly beds: number;
    readonly completionStatus: CompletionStatus;
    readonly handoverDate: any | null | undefined;
    readonly pricePerArea: {
      readonly formatted: string;
    } | null | undefined;
    readonly purpose: ListingPurpose;
    readonly rentPeriod: RentPeriod | null | undefined;
  } | null | undefined;
  readonly stock: number | null | undefined;
  readonly " $fragmentType": "ProductCard_product";
};
export type ProductCard_product$key = {
  readonly " $data"?: ProductCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
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
  "kind": "Variable",
  "name": "currency",
  "variableName": "currency"
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": "SQFT",
      "kind": "LocalArgument",
      "name": "areaUnit"
    },
    {
      "defaultValue": "USD",
      "kind": "LocalArgument",
      "name": "currency"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCard_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "catalogue",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcSet",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v2/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v2/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discountedPrice",
      "plural": false,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
          "args": null,
          "kind": "ScalarField",
          "name": "completionStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "handoverDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            (v1/*:: as any*/),
            {
              "kind": "Variable",
              "name": "unit",
              "variableName": "areaUnit"
            }
          ],
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "pricePerArea",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lowStockThreshold",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "b91f8e8e27938a1f1527edf95ace8d00";

export default node;
