/**
 * @generated SignedSource<<b2f471716975f6820768065731bff14f>>
 * @relayHash 067e5d7fad084d2521b4a5b902a78135
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 098fb8f4996cf1f826c30bb6a86eaa0cf8bb058d41b64d82680a1060a36980ad

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type RecordPayoutsInput = {
  bankReference: string;
  currency: CurrencyCode;
  vendor?: string | null | undefined;
};
export type useRecordPayoutsMutation$variables = {
  input: RecordPayoutsInput;
};
export type useRecordPayoutsMutation$data = {
  readonly recordPayouts: {
    readonly __typename: string;
    readonly message?: string;
    readonly payouts?: ReadonlyArray<{
      readonly amount: string;
    }>;
  };
};
export type useRecordPayoutsMutation = {
  response: useRecordPayoutsMutation$data;
  variables: useRecordPayoutsMutation$variables;
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
    "name": "recordPayouts",
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
            "concreteType": "RecordedPayout",
            "kind": "LinkedField",
            "name": "payouts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RecordPayoutsSuccess",
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
    "name": "useRecordPayoutsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordPayoutsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "098fb8f4996cf1f826c30bb6a86eaa0cf8bb058d41b64d82680a1060a36980ad",
    "metadata": {},
    "name": "useRecordPayoutsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "38ac8854a8289930fe21c5f5830ff97a";

export default node;
