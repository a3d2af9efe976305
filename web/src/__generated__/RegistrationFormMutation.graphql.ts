/**
 * @generated SignedSource<<d8cb8b76e29a854ed492fc942f8e952a>>
 * @relayHash 7d430eb11918d4f786f8dbd4e082729a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc3822f8e84e57b5d011c9a1efd85ef1fa8bb2ee7392abbe7b04f4614fb2d809

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type RegisterVendorInput = {
  address1: string;
  address2?: string | null | undefined;
  brandType?: BrandType | null | undefined;
  city: string;
  confirmPassword: string;
  country: string;
  description?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
  postcode: string;
  state: string;
  storeId: string;
  storeName: string;
};
export type RegistrationFormMutation$variables = {
  input: RegisterVendorInput;
};
export type RegistrationFormMutation$data = {
  readonly registerVendor: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly storeId?: string;
  };
};
export type RegistrationFormMutation = {
  response: RegistrationFormMutation$data;
  variables: RegistrationFormMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v2 = [
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
    "name": "registerVendor",
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
            "name": "storeId",
            "storageKey": null
          }
        ],
        "type": "VendorRegistered",
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
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ConflictError",
        "abstractKey": null
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
    "name": "RegistrationFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegistrationFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cc3822f8e84e57b5d011c9a1efd85ef1fa8bb2ee7392abbe7b04f4614fb2d809",
    "metadata": {},
    "name": "RegistrationFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fd0d1c20adf2ecf2463c0047a68c8037";

export default node;
