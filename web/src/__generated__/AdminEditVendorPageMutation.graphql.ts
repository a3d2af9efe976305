/**
 * @generated SignedSource<<c9b00c3de56474cc2b1fc9c99a30ad24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
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
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  stateCounty?: string | null | undefined;
  storeName?: string | null | undefined;
  vendorId: string;
};
export type AdminEditVendorPageMutation$variables = {
  input: UpdateVendorProfileInput;
};
export type AdminEditVendorPageMutation$data = {
  readonly updateVendorProfile: {
    readonly __typename: string;
    readonly message?: string;
    readonly vendor?: {
      readonly address1: string;
      readonly description: string;
      readonly email: string;
      readonly id: string;
      readonly image: {
        readonly url: string;
      } | null | undefined;
      readonly phone: string;
      readonly storeName: string;
    };
  };
};
export type AdminEditVendorPageMutation = {
  response: AdminEditVendorPageMutation$data;
  variables: AdminEditVendorPageMutation$variables;
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
    "name": "updateVendorProfile",
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
                "name": "description",
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
    "name": "AdminEditVendorPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminEditVendorPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1a43f41883d1bcb6c033af27e418b412",
    "id": null,
    "metadata": {},
    "name": "AdminEditVendorPageMutation",
    "operationKind": "mutation",
    "text": "mutation AdminEditVendorPageMutation(\n  $input: UpdateVendorProfileInput!\n) {\n  updateVendorProfile(input: $input) {\n    __typename\n    ... on UpdateVendorProfileSuccess {\n      vendor {\n        id\n        storeName\n        address1\n        email\n        phone\n        description\n        image {\n          url(variant: THUMB)\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74075a44b3247035e0c462f39bdbd011";

export default node;
