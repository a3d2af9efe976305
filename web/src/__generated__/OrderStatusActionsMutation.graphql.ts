/**
 * @generated SignedSource<<5d0042391691e64ff4c7d07827a08056>>
 * @relayHash 7acd9b92d280ca93db6cd36e8beec688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 163e819114b0133104bf2546d450f4cbc5d7a116c448ca0a18d7b102087e7392

import { ConcreteRequest } from 'relay-runtime';
export type OrderPartAction = "CANCEL" | "COMPLETE" | "CONFIRM" | "DELIVER" | "RESCHEDULE" | "SHIP" | "%future added value";
export type OrderPartStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "DELIVERED" | "PLACED" | "REQUESTED" | "RESCHEDULED" | "SHIPPED" | "%future added value";
export type SetOrderPartStatusInput = {
  action: OrderPartAction;
  carrier?: string | null | undefined;
  note?: string | null | undefined;
  part: string;
  trackingNumber?: string | null | undefined;
  viewingAt?: any | null | undefined;
  viewingDate?: any | null | undefined;
};
export type OrderStatusActionsMutation$variables = {
  input: SetOrderPartStatusInput;
};
export type OrderStatusActionsMutation$data = {
  readonly setOrderPartStatus: {
    readonly __typename: string;
    readonly message?: string;
    readonly part?: {
      readonly allowedActions: ReadonlyArray<OrderPartAction>;
      readonly history: ReadonlyArray<{
        readonly actor: string;
        readonly at: any;
        readonly note: string | null | undefined;
        readonly status: OrderPartStatus;
        readonly statusLabel: string;
        readonly viewingDate: any | null | undefined;
      }>;
      readonly id: string;
      readonly status: OrderPartStatus;
      readonly statusLabel: string;
      readonly viewingDate: any | null | undefined;
      readonly viewingTime: string | null | undefined;
      readonly viewingTimeZone: string | null | undefined;
    };
  };
};
export type OrderStatusActionsMutation = {
  response: OrderStatusActionsMutation$data;
  variables: OrderStatusActionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewingDate",
  "storageKey": null
},
v4 = [
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
    "name": "setOrderPartStatus",
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
            "concreteType": "OrderPart",
            "kind": "LinkedField",
            "name": "part",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedActions",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewingTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewingTimeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderPartEvent",
                "kind": "LinkedField",
                "name": "history",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetOrderPartStatusSuccess",
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
    "name": "OrderStatusActionsMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderStatusActionsMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "163e819114b0133104bf2546d450f4cbc5d7a116c448ca0a18d7b102087e7392",
    "metadata": {},
    "name": "OrderStatusActionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ea987cdb9f5a9455007e5f93898b3392";

export default node;
