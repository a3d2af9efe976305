/**
 * @generated SignedSource<<b4718137ef599b3443e43d5451cb0105>>
 * @relayHash 9d72c259e43e698450f47fd755ed6282
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d09f36dde9b587e7d8ceb0adacf8b89f0041db209ae9e3cfb8af18517e42b773

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
    "id": "d09f36dde9b587e7d8ceb0adacf8b89f0041db209ae9e3cfb8af18517e42b773",
    "metadata": {},
    "name": "useSetPromoCodeActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ffdf2ecb0e382880b714a5b56ad87c24";

export default node;
