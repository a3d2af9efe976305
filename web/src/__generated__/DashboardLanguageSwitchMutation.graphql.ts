/**
 * @generated SignedSource<<ee1b1ea0b7f7aad0fc6fa7e0df17137b>>
 * @relayHash f90b3132a2869e0146a6788a15f57d0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44d6d81e2c3c9fdbbe4856709cc03df5856b97fcea18e217f71d3ac0b4829334

import { ConcreteRequest } from 'relay-runtime';
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
export type DashboardLanguageSwitchMutation$variables = {
  input: UpdateMyProfileInput;
};
export type DashboardLanguageSwitchMutation$data = {
  readonly updateMyProfile: {
    readonly __typename: string;
    readonly message?: string;
    readonly vendor?: {
      readonly id: string;
      readonly language: Language | null | undefined;
    };
  };
};
export type DashboardLanguageSwitchMutation = {
  response: DashboardLanguageSwitchMutation$data;
  variables: DashboardLanguageSwitchMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateMyProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
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
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateMyProfileSuccess",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardLanguageSwitchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardLanguageSwitchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "44d6d81e2c3c9fdbbe4856709cc03df5856b97fcea18e217f71d3ac0b4829334",
    "metadata": {},
    "name": "DashboardLanguageSwitchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "29974ed6af2e778b63ee00b7a0e6adcc";

export default node;
