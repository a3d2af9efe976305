/**
 * @generated SignedSource<<daf005df9514915917e0855166abbcaa>>
 * @relayHash 0110aefa0ce1aa5c5b16052a25139ecc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14c863ce395c635ec186c94486a6279e1b3901466b2b5a5a6e42ee7f16cca29c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type ProductPageQuery$variables = {
  slug: string;
};
export type ProductPageQuery$data = {
  readonly product: {
    readonly catalogue: Catalogue;
    readonly category: {
      readonly name: string;
      readonly path: string;
    };
    readonly databaseId: number;
    readonly description: string;
    readonly featureImage: {
      readonly shareUrl: string;
    };
    readonly hiddenFromSuggestions: boolean;
    readonly id: string;
    readonly name: string;
    readonly path: string;
    readonly rating: {
      readonly average: number | null | undefined;
      readonly count: number;
    };
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
export type ProductPageQuery = {
  response: ProductPageQuery$data;
  variables: ProductPageQuery$variables;
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
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
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
  "kind": "Literal",
  "name": "currency",
  "value": "USD"
},
v12 = [
  (v11/*:: as any*/)
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
  "name": "average",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeName",
  "storageKey": null
},
v21 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "THUMB"
  }
],
v22 = {
  "alias": "thumb",
  "args": (v21/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"THUMB\")"
},
v23 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "CARD"
  }
],
v24 = {
  "alias": "card",
  "args": (v23/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"CARD\")"
},
v25 = {
  "alias": "full",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"FULL\")"
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v28 = [
  (v11/*:: as any*/),
  {
    "kind": "Literal",
    "name": "unit",
    "value": "SQFT"
  }
],
v29 = [
  (v14/*:: as any*/)
],
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stock",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lowStockThreshold",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductPageQuery",
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
              (v4/*:: as any*/),
              (v7/*:: as any*/)
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
              (v18/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
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
              (v20/*:: as any*/),
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
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SuggestedProducts_products"
              }
            ],
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
    "name": "ProductPageQuery",
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
              (v22/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
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
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v2/*:: as any*/)
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
              (v18/*:: as any*/),
              (v19/*:: as any*/),
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
                  (v19/*:: as any*/)
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
              (v20/*:: as any*/),
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
                    "args": (v21/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"THUMB\")"
                  },
                  (v26/*:: as any*/)
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
              (v22/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/)
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
              (v27/*:: as any*/)
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
            "concreteType": "RealEstateDetails",
            "kind": "LinkedField",
            "name": "realEstateDetails",
            "plural": false,
            "selections": [
              {
                "alias": "pricePerSqft",
                "args": (v28/*:: as any*/),
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "pricePerArea",
                "plural": false,
                "selections": (v29/*:: as any*/),
                "storageKey": "pricePerArea(currency:\"USD\",unit:\"SQFT\")"
              },
              {
                "alias": "pricePerSqm",
                "args": [
                  (v11/*:: as any*/),
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
                "selections": (v29/*:: as any*/),
                "storageKey": "pricePerArea(currency:\"USD\",unit:\"SQM\")"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v30/*:: as any*/),
          (v31/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "suggestions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
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
                    "args": (v23/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"CARD\")"
                  },
                  (v26/*:: as any*/)
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
                  (v27/*:: as any*/)
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
                  (v4/*:: as any*/),
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
                    "args": (v28/*:: as any*/),
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "pricePerArea",
                    "plural": false,
                    "selections": (v29/*:: as any*/),
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
              (v30/*:: as any*/),
              (v31/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "14c863ce395c635ec186c94486a6279e1b3901466b2b5a5a6e42ee7f16cca29c",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6aabcc166d696096bc0d6bbe6934c4ca";

export default node;
