/**
 * @generated SignedSource<<ab889924e8c1ab80cf50732d25f9a7a3>>
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
export type PromoCodesPageToggleMutation$variables = {
  input: SetPromoCodeActiveInput;
};
export type PromoCodesPageToggleMutation$data = {
  readonly setPromoCodeActive: {
    readonly __typename: string;
    readonly message?: string;
    readonly promoCode?: {
      readonly id: string;
      readonly isActive: boolean;
    };
  };
};
export type PromoCodesPageToggleMutation = {
  response: PromoCodesPageToggleMutation$data;
  variables: PromoCodesPageToggleMutation$variables;
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
    "name": "PromoCodesPageToggleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PromoCodesPageToggleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f81d874c5b188c193c974102d68b156b",
    "id": null,
    "metadata": {},
    "name": "PromoCodesPageToggleMutation",
    "operationKind": "mutation",
    "text": "mutation PromoCodesPageToggleMutation(\n  $input: SetPromoCodeActiveInput!\n) {\n  setPromoCodeActive(input: $input) {\n    __typename\n    ... on SetPromoCodeActiveSuccess {\n      promoCode {\n        id\n        isActive\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "521bb09194801ec413d61986f47edc30";

export default node;
