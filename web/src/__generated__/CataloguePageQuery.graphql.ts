/**
 * @generated SignedSource<<e9c168fd6fd1978abf309262d49c057a>>
 * @relayHash 9ad74d2ec9b338e477fdef5727f45202
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33fc52fcce61193b308621f2f0d9bc5b53fc52a37f9ef9dfc76375f86174cf1a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type CataloguePageQuery$variables = {
  brandType: BrandType;
  catalogue: Catalogue;
};
export type CataloguePageQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CategorySlider_categories">;
  }>;
  readonly vendors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"VendorSlider_vendors">;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ExploreCategories_query">;
};
export type CataloguePageQuery = {
  response: CataloguePageQuery$data;
  variables: CataloguePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "brandType"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "catalogue"
},
v2 = [
  {
    "kind": "Variable",
    "name": "catalogue",
    "variableName": "catalogue"
  }
],
v3 = [
  {
    "kind": "Variable",
    "name": "brandType",
    "variableName": "brandType"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v7 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v5/*:: as any*/),
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
      (v6/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CataloguePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CategorySlider_categories"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryVendorsConnection",
        "kind": "LinkedField",
        "name": "vendors",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryVendorsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "VendorSlider_vendors"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ExploreCategories_query"
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
    "name": "CataloguePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryVendorsConnection",
        "kind": "LinkedField",
        "name": "vendors",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryVendorsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "storeName",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "brandType",
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
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "variant",
                            "value": "THUMB"
                          }
                        ],
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": "url(variant:\"THUMB\")"
                      },
                      (v6/*:: as any*/)
                    ],
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
      },
      {
        "alias": "realEstate",
        "args": [
          {
            "kind": "Literal",
            "name": "catalogue",
            "value": "REAL_ESTATE"
          }
        ],
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "categories(catalogue:\"REAL_ESTATE\")"
      },
      {
        "alias": "homeProducts",
        "args": [
          {
            "kind": "Literal",
            "name": "catalogue",
            "value": "HOME_PRODUCTS"
          }
        ],
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "categories(catalogue:\"HOME_PRODUCTS\")"
      }
    ]
  },
  "params": {
    "id": "33fc52fcce61193b308621f2f0d9bc5b53fc52a37f9ef9dfc76375f86174cf1a",
    "metadata": {},
    "name": "CataloguePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff2cf631239d62642a7dc998a3fa83dc";

export default node;
