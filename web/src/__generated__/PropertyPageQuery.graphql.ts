/**
 * @generated SignedSource<<9dbab8ed279a70c3f0f4522e0c471368>>
 * @relayHash 1aaa23e0f332f1cb16f83d719fbeeb57
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17ba51600f8e07d3ec2fbbb5ef5db769e9773821dae0371678e34615a3ba1654

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
export type RentPeriod = "MONTH" | "YEAR" | "%future added value";
export type PropertyPageQuery$variables = {
  slug: string;
};
export type PropertyPageQuery$data = {
  readonly product: {
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
    readonly id: string;
    readonly location: {
      readonly label: string | null | undefined;
      readonly latitude: number | null | undefined;
      readonly longitude: number | null | undefined;
    } | null | undefined;
    readonly name: string;
    readonly path: string;
    readonly realEstateDetails: {
      readonly areaSqft: number;
      readonly baths: number;
      readonly beds: number;
      readonly purpose: ListingPurpose;
      readonly rentPeriod: RentPeriod | null | undefined;
    } | null | undefined;
    readonly similar: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SuggestedProducts_products">;
    }>;
    readonly suggestions: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SuggestedProducts_products">;
    }>;
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
      readonly " $fragmentSpreads": FragmentRefs<"VendorContactCard_vendor">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_product" | "RatingWidget_product" | "useCartItemSource_product" | "useGalleryImages_product">;
  } | null | undefined;
};
export type PropertyPageQuery = {
  response: PropertyPageQuery$data;
  variables: PropertyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amenities",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogue",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenFromSuggestions",
  "storageKey": null
},
v9 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "FULL"
  }
],
v10 = {
  "alias": "shareUrl",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"FULL\")"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "currency",
    "value": "USD"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v15 = [
  (v13/*:: as any*/),
  (v14/*:: as any*/)
],
v16 = {
  "alias": "usdPrice",
  "args": (v12/*:: as any*/),
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": "price(currency:\"USD\")"
},
v17 = {
  "alias": "usdDiscountedPrice",
  "args": (v12/*:: as any*/),
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "discountedPrice",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": "discountedPrice(currency:\"USD\")"
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "beds",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "baths",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "areaSqft",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "RealEstateDetails",
  "kind": "LinkedField",
  "name": "realEstateDetails",
  "plural": false,
  "selections": [
    (v18/*:: as any*/),
    (v19/*:: as any*/),
    (v20/*:: as any*/),
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
v22 = {
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
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeName",
  "storageKey": null
},
v24 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "SuggestedProducts_products"
  }
],
v25 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "THUMB"
  }
],
v26 = {
  "alias": "thumb",
  "args": (v25/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"THUMB\")"
},
v27 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "CARD"
  }
],
v28 = {
  "alias": "card",
  "args": (v27/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"CARD\")"
},
v29 = {
  "alias": "full",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"FULL\")"
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v33 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v7/*:: as any*/),
  (v6/*:: as any*/),
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
        "args": (v27/*:: as any*/),
        "kind": "ScalarField",
        "name": "url",
        "storageKey": "url(variant:\"CARD\")"
      },
      (v30/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v12/*:: as any*/),
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": [
      (v13/*:: as any*/),
      (v32/*:: as any*/)
    ],
    "storageKey": "price(currency:\"USD\")"
  },
  {
    "alias": null,
    "args": (v12/*:: as any*/),
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "discountedPrice",
    "plural": false,
    "selections": [
      (v13/*:: as any*/)
    ],
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
      (v3/*:: as any*/),
      (v2/*:: as any*/)
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
      (v18/*:: as any*/),
      (v19/*:: as any*/),
      (v20/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PropertyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "featureImage",
            "plural": false,
            "selections": [
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RatingWidget_product"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "vendor",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VendorContactCard_vendor"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useGalleryImages_product"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductPrice_product"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useCartItemSource_product"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "suggestions",
            "plural": true,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "similar",
            "plural": true,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PropertyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "featureImage",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v26/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v30/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reference",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v7/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v21/*:: as any*/),
          (v22/*:: as any*/),
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
              (v31/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RatingStarCount",
                "kind": "LinkedField",
                "name": "perStar",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stars",
                    "storageKey": null
                  },
                  (v31/*:: as any*/)
                ],
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
              (v23/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v25/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"THUMB\")"
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "storeId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              (v26/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v30/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v32/*:: as any*/)
            ],
            "storageKey": "price(currency:\"USD\")"
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "discountedPrice",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": "discountedPrice(currency:\"USD\")"
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
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "suggestions",
            "plural": true,
            "selections": (v33/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "similar",
            "plural": true,
            "selections": (v33/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "17ba51600f8e07d3ec2fbbb5ef5db769e9773821dae0371678e34615a3ba1654",
    "metadata": {},
    "name": "PropertyPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b967e72ea0ae0f454f310c8951965414";

export default node;
