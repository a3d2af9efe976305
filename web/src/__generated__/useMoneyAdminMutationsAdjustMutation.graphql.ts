/**
 * @generated SignedSource<<6bd0661c9ace3b3c4017503f86e96bad>>
 * @relayHash 49352a6710c17f720a1dc7aa2a7ff5d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8d2010b8b0f4f696414e0f110e9e464d3e4ecc31d9cfb959abe8a866e97c7c2

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type AdjustBalanceInput = {
  amount: string;
  currency: CurrencyCode;
  reason: string;
  vendor: string;
};
export type useMoneyAdminMutationsAdjustMutation$variables = {
  input: AdjustBalanceInput;
};
export type useMoneyAdminMutationsAdjustMutation$data = {
  readonly adjustBalance: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useMoneyAdminMutationsAdjustMutation = {
  response: useMoneyAdminMutationsAdjustMutation$data;
  variables: useMoneyAdminMutationsAdjustMutation$variables;
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
    "name": "adjustBalance",
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
    "name": "useMoneyAdminMutationsAdjustMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoneyAdminMutationsAdjustMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c8d2010b8b0f4f696414e0f110e9e464d3e4ecc31d9cfb959abe8a866e97c7c2",
    "metadata": {},
    "name": "useMoneyAdminMutationsAdjustMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e4e5f8ef73e0fe68d366966febdf356d";

export default node;
