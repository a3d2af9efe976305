/**
 * @generated SignedSource<<271dbc7725d45cb57cb00cb8947be255>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
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
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  stateCounty?: string | null | undefined;
  storeName?: string | null | undefined;
};
export type DashboardProfilePageMutation$variables = {
  input: UpdateMyProfileInput;
};
export type DashboardProfilePageMutation$data = {
  readonly updateMyProfile: {
    readonly __typename: string;
    readonly message?: string;
    readonly pendingEmail?: string | null | undefined;
    readonly vendor?: {
      readonly address1: string;
      readonly address2: string;
      readonly brandType: BrandType;
      readonly city: string;
      readonly country: string;
      readonly description: string;
      readonly email: string;
      readonly firstName: string;
      readonly id: string;
      readonly image: {
        readonly url: string;
      } | null | undefined;
      readonly lastName: string;
      readonly path: string;
      readonly phone: string;
      readonly postcode: string;
      readonly stateCounty: string;
      readonly storeName: string;
    };
  };
};
export type DashboardProfilePageMutation = {
  response: DashboardProfilePageMutation$data;
  variables: DashboardProfilePageMutation$variables;
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
            "kind": "ScalarField",
            "name": "pendingEmail",
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
                "kind": "ScalarField",
                "name": "brandType",
                "storageKey": null
              },
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
                "args": null,
                "kind": "ScalarField",
                "name": "description",
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
    "name": "DashboardProfilePageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardProfilePageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c465b077747cfe7bc004157ed0fc17e9",
    "id": null,
    "metadata": {},
    "name": "DashboardProfilePageMutation",
    "operationKind": "mutation",
    "text": "mutation DashboardProfilePageMutation(\n  $input: UpdateMyProfileInput!\n) {\n  updateMyProfile(input: $input) {\n    __typename\n    ... on UpdateMyProfileSuccess {\n      pendingEmail\n      vendor {\n        id\n        firstName\n        lastName\n        email\n        phone\n        brandType\n        storeName\n        address1\n        address2\n        city\n        stateCounty\n        country\n        postcode\n        description\n        path\n        image {\n          url(variant: CARD)\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "36786f3b9b4fc2217b0cf4794a3a876b";

export default node;
