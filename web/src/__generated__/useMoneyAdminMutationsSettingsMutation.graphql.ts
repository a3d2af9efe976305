/**
 * @generated SignedSource<<d57b4e3e17fdcd27ff183d006dd5dc00>>
 * @relayHash b46e86e9a764b994d69c09be92e26722
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7963437829b54265f6d6e7951f2ab05a84df005961399d5032b2a289f0273ce0

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePaymentSettingsInput = {
  bankTransferDays: number;
  holdingDays: number;
};
export type useMoneyAdminMutationsSettingsMutation$variables = {
  input: UpdatePaymentSettingsInput;
};
export type useMoneyAdminMutationsSettingsMutation$data = {
  readonly updatePaymentSettings: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useMoneyAdminMutationsSettingsMutation = {
  response: useMoneyAdminMutationsSettingsMutation$data;
  variables: useMoneyAdminMutationsSettingsMutation$variables;
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
    "name": "updatePaymentSettings",
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
    "name": "useMoneyAdminMutationsSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoneyAdminMutationsSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7963437829b54265f6d6e7951f2ab05a84df005961399d5032b2a289f0273ce0",
    "metadata": {},
    "name": "useMoneyAdminMutationsSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b9fa329ee5d1f57c6811a6fc42909ac0";

export default node;
