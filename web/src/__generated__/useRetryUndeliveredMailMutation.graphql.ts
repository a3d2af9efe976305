/**
 * @generated SignedSource<<1eae41e055232c9d5496c70c0f9cb60f>>
 * @relayHash 5e6ff443280363855a80a470be24800a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c844525641de46d681b9dfb871c62bc7472606ac87fc70b9ea99fd5dfdd7270

import { ConcreteRequest } from 'relay-runtime';
export type RetryUndeliveredMailInput = {
  id: string;
};
export type useRetryUndeliveredMailMutation$variables = {
  input: RetryUndeliveredMailInput;
};
export type useRetryUndeliveredMailMutation$data = {
  readonly retryUndeliveredMail: {
    readonly __typename: string;
    readonly id?: string;
    readonly message?: string;
  };
};
export type useRetryUndeliveredMailMutation = {
  response: useRetryUndeliveredMailMutation$data;
  variables: useRetryUndeliveredMailMutation$variables;
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
    "name": "retryUndeliveredMail",
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
            "name": "id",
            "storageKey": null
          }
        ],
        "type": "RetryUndeliveredMailSuccess",
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
    "name": "useRetryUndeliveredMailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRetryUndeliveredMailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0c844525641de46d681b9dfb871c62bc7472606ac87fc70b9ea99fd5dfdd7270",
    "metadata": {},
    "name": "useRetryUndeliveredMailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5d7cea58f657e09ced06cd68feeaeebd";

export default node;
