/**
 * @generated SignedSource<<65eb49128b17831496174aa068ebc5b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactUserType = "CUSTOMER" | "VENDOR" | "%future added value";
export type SendContactMessageInput = {
  email: string;
  message: string;
  name: string;
  userType?: ContactUserType | null | undefined;
};
export type useSendContactMessageMutation$variables = {
  input: SendContactMessageInput;
};
export type useSendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useSendContactMessageMutation = {
  response: useSendContactMessageMutation$data;
  variables: useSendContactMessageMutation$variables;
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
    "name": "sendContactMessage",
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
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d43d27234e7c5d623e034906b0cb2aa2",
    "id": null,
    "metadata": {},
    "name": "useSendContactMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useSendContactMessageMutation(\n  $input: SendContactMessageInput!\n) {\n  sendContactMessage(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "16fca60fe9ed921acbca571058a06629";

export default node;
