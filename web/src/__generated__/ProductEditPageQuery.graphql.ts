/**
 * @generated SignedSource<<00889037adb8ac4be2e7c6c785195f7d>>
 * @relayHash 3868edc9d1f93d17aca286e3b958e75b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b73c5cb9529e7bc1f4c75c2d47113396acf454c9b1c0d0d11d7ee744227b8ef6

import { ConcreteRequest } from 'relay-runtime';
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type CompletionStatus = "OFF_PLAN" | "READY" | "%future added value";
export type Language = "AR" | "EN" | "UR" | "%future added value";
export type ListingPurpose = "RENT" | "SALE" | "%future added value";
export type RentPeriod = "MONTH" | "YEAR" | "%future added value";
export type ProductEditPageQuery$variables = {
  slug: string;
};
export type ProductEditPageQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly catalogue: Catalogue;
    readonly label: string;
    readonly name: string;
  }>;
  readonly myProduct: {
    readonly amenities: ReadonlyArray<string>;
    readonly catalogue: Catalogue;
    readonly category: {
      readonly name: string;
    };
    readonly description: string;
    readonly discountedPrice: {
      readonly amount: any;
    } | null | undefined;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly reference: string;
      readonly url: string;
    }>;
    readonly location: {
      readonly city: string | null | undefined;
      readonly countryCode: string | null | undefined;
      readonly latitude: number | null | undefined;
      readonly longitude: number | null | undefined;
      readonly neighbourhood: string | null | undefined;
    } | null | undefined;
    readonly name: string;
    readonly price: {
      readonly amount: any;
    };
    readonly realEstateDetails: {
      readonly areaSqft: number;
      readonly baths: number;
      readonly beds: number;
      readonly completionStatus: CompletionStatus;
      readonly handoverDate: any | null | undefined;
      readonly purpose: ListingPurpose;
      readonly rentPeriod: RentPeriod | null | undefined;
    } | null | undefined;
    readonly slug: string;
    readonly translations: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly language: Language;
      readonly name: string | null | undefined;
    }> | null | undefined;
  } | null | undefined;
};
export type ProductEditPageQuery = {
  response: ProductEditPageQuery$data;
  variables: ProductEditPageQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "language",
    "value": "EN"
  }
],
v5 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "kind": "ScalarField",
  "name": "name",
  "storageKey": "name(language:\"EN\")"
},
v6 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "kind": "ScalarField",
  "name": "description",
  "storageKey": "description(language:\"EN\")"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogue",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "discountedPrice",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "images",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
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
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "kind": "ScalarField",
  "name": "amenities",
  "storageKey": "amenities(language:\"EN\")"
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductTranslation",
  "kind": "LinkedField",
  "name": "translations",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
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
      "name": "description",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
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
    }
  ],
  "storageKey": null
},
v15 = {
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
},
v16 = {
  "alias": "label",
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductEditPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "myProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v16/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "ProductEditPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "myProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v16/*:: as any*/),
          (v7/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b73c5cb9529e7bc1f4c75c2d47113396acf454c9b1c0d0d11d7ee744227b8ef6",
    "metadata": {},
    "name": "ProductEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4807db5e8e7d995e624fb2edb980ad1d";

export default node;
