/**
 * @generated SignedSource<<5d035ab319e1e274774873c17be582a0>>
 * @relayHash 006f4c7c81d5454a73ab5d768bff2049
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48f37eff187297bbd9c8ab72cd099c15eb9020f5f35dffce95044ad72990b808

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type CompletionStatus = "OFF_PLAN" | "READY" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
export type RentPeriod = "MONTH" | "YEAR" | "%future added value";
export type PropertyPageQuery$variables = {
  slug: string;
};
export type PropertyPageQuery$data = {
  readonly leadFormToken: string;
  readonly product: {
    readonly amenities: ReadonlyArray<string>;
    readonly catalogue: Catalogue;
    readonly category: {
      readonly name: string;
      readonly path: string;
    };
    readonly createdAt: any;
    readonly databaseId: number;
    readonly description: string;
    readonly featureImage: {
      readonly shareUrl: string;
    };
    readonly hiddenFromSuggestions: boolean;
    readonly id: string;
    readonly location: {
      readonly city: string | null | undefined;
      readonly countryCode: string | null | undefined;
      readonly label: string | null | undefined;
      readonly latitude: number | null | undefined;
      readonly longitude: number | null | undefined;
      readonly neighbourhood: string | null | undefined;
    } | null | undefined;
    readonly name: string;
    readonly path: string;
    readonly realEstateDetails: {
      readonly areaSqft: number;
      readonly baths: number;
      readonly beds: number;
      readonly completionStatus: CompletionStatus;
      readonly handoverDate: any | null | undefined;
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
    readonly " $fragmentSpreads": FragmentRefs<"ListingEnquiry_product" | "ProductPrice_product" | "RatingWidget_product" | "useCartItemSource_product" | "useGalleryImages_product">;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "leadFormToken",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amenities",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogue",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenFromSuggestions",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "FULL"
  }
],
v12 = {
  "alias": "shareUrl",
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"FULL\")"
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v14 = {
  "kind": "Literal",
  "name": "currency",
  "value": "USD"
},
v15 = [
  (v14/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v18 = [
  (v16/*:: as any*/),
  (v17/*:: as any*/)
],
v19 = {
  "alias": "usdPrice",
  "args": (v15/*:: as any*/),
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": "price(currency:\"USD\")"
},
v20 = {
  "alias": "usdDiscountedPrice",
  "args": (v15/*:: as any*/),
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "discountedPrice",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": "discountedPrice(currency:\"USD\")"
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "beds",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "baths",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "areaSqft",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "purpose",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rentPeriod",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completionStatus",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "handoverDate",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "PropertyLocation",
  "kind": "LinkedField",
  "name": "location",
  "plural": false,
  "selections": [
    (v28/*:: as any*/),
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
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeName",
  "storageKey": null
},
v31 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "SuggestedProducts_products"
  }
],
v32 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "THUMB"
  }
],
v33 = {
  "alias": "thumb",
  "args": (v32/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"THUMB\")"
},
v34 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "CARD"
  }
],
v35 = {
  "alias": "card",
  "args": (v34/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"CARD\")"
},
v36 = {
  "alias": "full",
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"FULL\")"
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v38 = [
  (v14/*:: as any*/),
  {
    "kind": "Literal",
    "name": "unit",
    "value": "SQFT"
  }
],
v39 = [
  (v17/*:: as any*/)
],
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stock",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lowStockThreshold",
  "storageKey": null
},
v44 = [
  (v3/*:: as any*/),
  (v5/*:: as any*/),
  (v9/*:: as any*/),
  (v8/*:: as any*/),
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
        "args": (v34/*:: as any*/),
        "kind": "ScalarField",
        "name": "url",
        "storageKey": "url(variant:\"CARD\")"
      },
      (v37/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v15/*:: as any*/),
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": [
      (v16/*:: as any*/),
      (v41/*:: as any*/)
    ],
    "storageKey": "price(currency:\"USD\")"
  },
  {
    "alias": null,
    "args": (v15/*:: as any*/),
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "discountedPrice",
    "plural": false,
    "selections": [
      (v16/*:: as any*/)
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
      (v5/*:: as any*/),
      (v3/*:: as any*/)
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
      (v21/*:: as any*/),
      (v22/*:: as any*/),
      (v23/*:: as any*/),
      (v24/*:: as any*/),
      (v25/*:: as any*/),
      (v26/*:: as any*/),
      (v27/*:: as any*/),
      {
        "alias": null,
        "args": (v38/*:: as any*/),
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "pricePerArea",
        "plural": false,
        "selections": (v39/*:: as any*/),
        "storageKey": "pricePerArea(currency:\"USD\",unit:\"SQFT\")"
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
      (v28/*:: as any*/)
    ],
    "storageKey": null
  },
  (v42/*:: as any*/),
  (v43/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PropertyPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "featureImage",
            "plural": false,
            "selections": [
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v9/*:: as any*/)
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
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/)
            ],
            "storageKey": null
          },
          (v29/*:: as any*/),
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
              (v30/*:: as any*/),
              (v9/*:: as any*/),
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ListingEnquiry_product"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "suggestions",
            "plural": true,
            "selections": (v31/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "similar",
            "plural": true,
            "selections": (v31/*:: as any*/),
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "featureImage",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v33/*:: as any*/),
              (v35/*:: as any*/),
              (v36/*:: as any*/),
              (v37/*:: as any*/),
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
          (v13/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v9/*:: as any*/),
              (v3/*:: as any*/)
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
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              {
                "alias": "pricePerSqft",
                "args": (v38/*:: as any*/),
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "pricePerArea",
                "plural": false,
                "selections": (v39/*:: as any*/),
                "storageKey": "pricePerArea(currency:\"USD\",unit:\"SQFT\")"
              },
              {
                "alias": "pricePerSqm",
                "args": [
                  (v14/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "unit",
                    "value": "SQM"
                  }
                ],
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "pricePerArea",
                "plural": false,
                "selections": (v39/*:: as any*/),
                "storageKey": "pricePerArea(currency:\"USD\",unit:\"SQM\")"
              }
            ],
            "storageKey": null
          },
          (v29/*:: as any*/),
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
              (v40/*:: as any*/),
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
                  (v40/*:: as any*/)
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
              (v30/*:: as any*/),
              (v9/*:: as any*/),
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
                    "args": (v32/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"THUMB\")"
                  },
                  (v37/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
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
              (v33/*:: as any*/),
              (v35/*:: as any*/),
              (v36/*:: as any*/),
              (v37/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v41/*:: as any*/)
            ],
            "storageKey": "price(currency:\"USD\")"
          },
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "discountedPrice",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "discountedPrice(currency:\"USD\")"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v42/*:: as any*/),
          (v43/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "suggestions",
            "plural": true,
            "selections": (v44/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "similar",
            "plural": true,
            "selections": (v44/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "48f37eff187297bbd9c8ab72cd099c15eb9020f5f35dffce95044ad72990b808",
    "metadata": {},
    "name": "PropertyPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22b6bfadbb6c566314d0ed7d1e121ed4";

export default node;
