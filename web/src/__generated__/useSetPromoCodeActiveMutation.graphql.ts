/**
 * @generated SignedSource<<55a2ba8e261fcb20bfd87f7d3fe09dda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetPromoCodeActiveInput = {
  id: string;
  isActive?: boolean | null | undefined;
};
export type useSetPromoCodeActiveMutation$variables = {
  input: SetPromoCodeActiveInput;
};
export type useSetPromoCodeActiveMutation$data = {
  readonly setPromoCodeActive: {
    readonly __typename: string;
    readonly message?: string;
    readonly promoCode?: {
      readonly id: string;
      readonly isActive: boolean;
    };
  };
};
export type useSetPromoCodeActiveMutation = {
  response: useSetPromoCodeActiveMutation$data;
  variables: useSetPromoCodeActiveMutation$variables;
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
    "name": "setPromoCodeActive",
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
            "concreteType": "PromoCode",
            "kind": "LinkedField",
            "name": "promoCode",
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
                "name": "isActive",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetPromoCodeActiveSuccess",
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
    "name": "useSetPromoCodeActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetPromoCodeActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9d72c259e43e698450f47fd755ed6282",
    "id": null,
    "metadata": {},
    "name": "useSetPromoCodeActiveMutation",
    "operationKind": "mutation",
    "text": "mutation useSetPromoCodeActiveMutation(\n  $input: SetPromoCodeActiveInput!\n) {\n  setPromoCodeActive(input: $input) {\n    __typename\n    ... on SetPromoCodeActiveSuccess {\n      promoCode {\n        id\n        isActive\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ffdf2ecb0e382880b714a5b56ad87c24";

export default node;
