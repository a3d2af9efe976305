/**
 * @generated SignedSource<<346647f274fff1641abb649be745d408>>
 * @relayHash 2145d3812b20cf817cfe1a3e65a67ab5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff189e1b6bc39cf63ca99c46808cf4567e42fce42f385213f5a67c926571bf83

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type ProductPageQuery$variables = {
  slug: string;
};
export type ProductPageQuery$data = {
  readonly product: {
    readonly catalogue: Catalogue;
    readonly description: string;
    readonly hiddenFromSuggestions: boolean;
    readonly id: string;
    readonly name: string;
    readonly path: string;
    readonly rating: {
      readonly count: number;
    };
    readonly suggestions: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SuggestedProducts_products">;
    }>;
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
  "name": "catalogue",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenFromSuggestions",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeName",
  "storageKey": null
},
v10 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "THUMB"
  }
],
v11 = {
  "alias": "thumb",
  "args": (v10/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"THUMB\")"
},
v12 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "CARD"
  }
],
v13 = {
  "alias": "card",
  "args": (v12/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"CARD\")"
},
v14 = {
  "alias": "full",
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
},
v15 = [
  {
    "kind": "Literal",
    "name": "currency",
    "value": "USD"
  }
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
  (v16/*:: as any*/)
],
v19 = {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "RatingSummary",
            "kind": "LinkedField",
            "name": "rating",
            "plural": false,
            "selections": [
              (v8/*:: as any*/)
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
              (v9/*:: as any*/),
              (v6/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "RatingSummary",
            "kind": "LinkedField",
            "name": "rating",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
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
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "vendor",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v6/*:: as any*/),
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
                    "args": (v10/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"THUMB\")"
                  }
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
            "name": "featureImage",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              }
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
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
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
            "alias": "usdPrice",
            "args": (v15/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "price(currency:\"USD\")"
          },
          {
            "alias": "usdDiscountedPrice",
            "args": (v15/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "discountedPrice",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "discountedPrice(currency:\"USD\")"
          },
          (v19/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "suggestions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              (v5/*:: as any*/),
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
                    "args": (v12/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"CARD\")"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "price",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "discountedPrice",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              (v19/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "ff189e1b6bc39cf63ca99c46808cf4567e42fce42f385213f5a67c926571bf83",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5fb9e9e2704f1e28cf596e1a6de23a2e";

export default node;
