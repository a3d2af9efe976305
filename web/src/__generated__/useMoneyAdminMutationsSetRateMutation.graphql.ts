/**
 * @generated SignedSource<<b49e1fc247e436db2ace67cae3911216>>
 * @relayHash dba679d4f2a1c0f7a8b665abb8720b9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4fa4fe8a56f4dba0dd83c019d0fad6d3c813d21edca4a3b38eda04ef097d7b3

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type SetCommissionRateInput = {
  bookingFee?: string | null | undefined;
  brandType?: BrandType | null | undefined;
  percent: string;
  validFrom?: string | null | undefined;
  vendor?: string | null | undefined;
};
export type useMoneyAdminMutationsSetRateMutation$variables = {
  input: SetCommissionRateInput;
};
export type useMoneyAdminMutationsSetRateMutation$data = {
  readonly setCommissionRate: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useMoneyAdminMutationsSetRateMutation = {
  response: useMoneyAdminMutationsSetRateMutation$data;
  variables: useMoneyAdminMutationsSetRateMutation$variables;
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
    "name": "setCommissionRate",
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
    "name": "useMoneyAdminMutationsSetRateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoneyAdminMutationsSetRateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d4fa4fe8a56f4dba0dd83c019d0fad6d3c813d21edca4a3b38eda04ef097d7b3",
    "metadata": {},
    "name": "useMoneyAdminMutationsSetRateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3d743a5c9baf5969205d184f1ac5b705";

export default node;
