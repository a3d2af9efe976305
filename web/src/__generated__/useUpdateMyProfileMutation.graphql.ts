/**
 * @generated SignedSource<<9bf24953c7505fad3c33b98444569c4e>>
 * @relayHash 960dac8845ec28b7029e658fe071c589
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 196bae2becc8ff49a8fac11dbdd683191642fac3effd35a4f1c1b75287b17738

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type Language = "AR" | "EN" | "UR" | "%future added value";
export type UpdateMyProfileInput = {
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
};
export type StoreTranslationsInput = {
  ar?: StoreTextsInput | null | undefined;
  ur?: StoreTextsInput | null | undefined;
};
export type StoreTextsInput = {
  description?: string | null | undefined;
  storeName?: string | null | undefined;
};
export type useUpdateMyProfileMutation$variables = {
  input: UpdateMyProfileInput;
};
export type useUpdateMyProfileMutation$data = {
  readonly updateMyProfile: {
    readonly __typename: string;
    readonly message?: string;
    readonly pendingEmail?: string | null | undefined;
    readonly vendor?: {
      readonly email: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_vendor">;
    };
  };
};
export type useUpdateMyProfileMutation = {
  response: useUpdateMyProfileMutation$data;
  variables: useUpdateMyProfileMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingEmail",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
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
v6 = [
  {
    "kind": "Literal",
    "name": "language",
    "value": "EN"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateMyProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMyProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "vendor",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ProfileForm_vendor"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateMyProfileSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useUpdateMyProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMyProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "vendor",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
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
                    "kind": "ScalarField",
                    "name": "brandType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v6/*:: as any*/),
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
                    "name": "address2",
                    "storageKey": null
                  },
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
                    "name": "stateCounty",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "country",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postcode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v6/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": "description(language:\"EN\")"
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StoreTranslation",
                    "kind": "LinkedField",
                    "name": "translations",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "storeName",
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
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateMyProfileSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "196bae2becc8ff49a8fac11dbdd683191642fac3effd35a4f1c1b75287b17738",
    "metadata": {},
    "name": "useUpdateMyProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2d92af06d8449f113f0726bf8de4f76c";

export default node;
