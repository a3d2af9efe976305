/**
 * @generated SignedSource<<eb322d0405ab2f0319f70af83dfafa73>>
 * @relayHash 94b6efcb4939440666d9dada479d83ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5519f9f8be7b67056c177a0052ecec0055c695be32afdecf007a37a89f419f9

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
      readonly average: number | null | undefined;
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
  "name": "average",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeName",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "THUMB"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v13 = {
  "alias": "thumb",
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"THUMB\")"
},
v14 = [
  {
    "kind": "Literal",
    "name": "variant",
    "value": "CARD"
  }
],
v15 = {
  "alias": "card",
  "args": (v14/*:: as any*/),
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(variant:\"CARD\")"
},
v16 = {
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
v17 = [
  {
    "kind": "Literal",
    "name": "currency",
    "value": "USD"
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v20 = [
  (v18/*:: as any*/)
],
v21 = {
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
              (v8/*:: as any*/),
              (v9/*:: as any*/)
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
              (v10/*:: as any*/),
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
              (v9/*:: as any*/),
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
                  (v9/*:: as any*/)
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
              (v10/*:: as any*/),
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
                    "args": (v11/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"THUMB\")"
                  },
                  (v12/*:: as any*/)
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
              (v13/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v12/*:: as any*/),
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
              (v13/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              (v19/*:: as any*/),
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
            "args": (v17/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "discountedPrice",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              (v19/*:: as any*/)
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
            "args": (v17/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": (v20/*:: as any*/),
            "storageKey": "price(currency:\"USD\")"
          },
          {
            "alias": "usdDiscountedPrice",
            "args": (v17/*:: as any*/),
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "discountedPrice",
            "plural": false,
            "selections": (v20/*:: as any*/),
            "storageKey": "discountedPrice(currency:\"USD\")"
          },
          (v21/*:: as any*/),
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
                    "args": (v14/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"CARD\")"
                  },
                  (v12/*:: as any*/)
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
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "discountedPrice",
                "plural": false,
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              (v21/*:: as any*/),
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
    "id": "d5519f9f8be7b67056c177a0052ecec0055c695be32afdecf007a37a89f419f9",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e7f9b729253d0e7fb5202e10a1c38184";

export default node;
