/**
 * @generated SignedSource<<280576c0d33d297f7b472b8d407c3cf4>>
 * @relayHash 0366d5592c1023fdaf03771c795b4eb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6907df9f57a4a127d324f54dc030872bf012ce1b5002df0ded6b063c233834b1

import { ConcreteRequest } from 'relay-runtime';
export type SendEnquiryInput = {
  email?: string | null | undefined;
  formToken: string;
  message: string;
  name: string;
  phone?: string | null | undefined;
  preferredTime?: string | null | undefined;
  productId: string;
  website?: string | null | undefined;
};
export type useSendEnquiryMutation$variables = {
  input: SendEnquiryInput;
};
export type useSendEnquiryMutation$data = {
  readonly sendEnquiry: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type useSendEnquiryMutation = {
  response: useSendEnquiryMutation$data;
  variables: useSendEnquiryMutation$variables;
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
    "name": "sendEnquiry",
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
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useSendEnquiryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendEnquiryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6907df9f57a4a127d324f54dc030872bf012ce1b5002df0ded6b063c233834b1",
    "metadata": {},
    "name": "useSendEnquiryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7170682804ffe3080243210b1be96d77";

export default node;
