/**
 * @generated SignedSource<<c868e12c1bb78699f5f332ea5b2ece92>>
 * @relayHash 8355b47a0fe3928754ae9f544e1b7090
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e2e04729db910e84bfbbf81081353df8e1f152cd5d0ae9cb3a567e4620e4550

import { ConcreteRequest } from 'relay-runtime';
export type SetProductStockInput = {
  id: string;
  lowStockThreshold?: number | null | undefined;
  stock?: number | null | undefined;
};
export type useSetProductStockMutation$variables = {
  input: SetProductStockInput;
};
export type useSetProductStockMutation$data = {
  readonly setProductStock: {
    readonly __typename: string;
    readonly message?: string;
    readonly product?: {
      readonly id: string;
      readonly lowStockThreshold: number;
      readonly stock: number | null | undefined;
    };
  };
};
export type useSetProductStockMutation = {
  response: useSetProductStockMutation$data;
  variables: useSetProductStockMutation$variables;
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
    "name": "setProductStock",
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
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
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
                "name": "stock",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lowStockThreshold",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetProductStockSuccess",
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
    "name": "useSetProductStockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetProductStockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6e2e04729db910e84bfbbf81081353df8e1f152cd5d0ae9cb3a567e4620e4550",
    "metadata": {},
    "name": "useSetProductStockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "21e8ab52a089c217b1de6789084a9d36";

export default node;
