/**
 * @generated SignedSource<<ed28520abc978561e103721362318cc1>>
 * @relayHash 52ebc82a27d3cade5611ccca3d608861
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5894ccbe735198eba8b8a79ceb5ff321e6c789e8b2fdd867d5fe545beee4f809

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type Language = "AR" | "EN" | "UR" | "%future added value";
export type UpdateVendorProfileInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  brandType?: BrandType | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  currentPassword?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  image?: any | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  stateCounty?: string | null | undefined;
  storeName?: string | null | undefined;
  translations?: StoreTranslationsInput | null | undefined;
  vendorId: string;
};
export type StoreTranslationsInput = {
  ar?: StoreTextsInput | null | undefined;
  ur?: StoreTextsInput | null | undefined;
};
export type StoreTextsInput = {
  description?: string | null | undefined;
  storeName?: string | null | undefined;
};
export type useUpdateVendorProfileMutation$variables = {
  input: UpdateVendorProfileInput;
};
export type useUpdateVendorProfileMutation$data = {
  readonly updateVendorProfile: {
    readonly __typename: string;
    readonly message?: string;
    readonly vendor?: {
      readonly " $fragmentSpreads": FragmentRefs<"AdminVendorProfileForm_vendor">;
    };
  };
};
export type useUpdateVendorProfileMutation = {
  response: useUpdateVendorProfileMutation$data;
  variables: useUpdateVendorProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v4 = [
  {
    "kind": "Literal",
    "name": "language",
    "value": "EN"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateVendorProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateVendorProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "vendor",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AdminVendorProfileForm_vendor"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateVendorProfileSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateVendorProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateVendorProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "storeName",
                    "storageKey": "storeName(language:\"EN\")"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address1",
                    "storageKey": null
                  },
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
                    "args": (v4/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": "description(language:\"EN\")"
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
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateVendorProfileSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5894ccbe735198eba8b8a79ceb5ff321e6c789e8b2fdd867d5fe545beee4f809",
    "metadata": {},
    "name": "useUpdateVendorProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4e2e104eb7ee61c9a34bd4a6895d6ed0";

export default node;
