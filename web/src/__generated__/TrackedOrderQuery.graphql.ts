/**
 * @generated SignedSource<<59e5e21cdd05c483dbabedf554447d17>>
 * @relayHash 4940794a01e4975d0e47e6896d39f063
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17d255b1bc137acfdf863382a352c68cfbd99d84d53924afce9895140357201c

import { ConcreteRequest } from 'relay-runtime';
import { Result } from "relay-runtime";
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type OrderPartAction = "CANCEL" | "COMPLETE" | "CONFIRM" | "DELIVER" | "RESCHEDULE" | "SHIP" | "%future added value";
export type OrderPartStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "DELIVERED" | "PLACED" | "REQUESTED" | "RESCHEDULED" | "SHIPPED" | "%future added value";
export type TrackedOrderQuery$variables = {
  email?: string | null | undefined;
  orderId: string;
  token?: string | null | undefined;
};
export type TrackedOrderQuery$data = {
  readonly orderTracking: Result<{
    readonly createdAt: any;
    readonly orderId: string;
    readonly parts: ReadonlyArray<{
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
      readonly isViewing: boolean;
      readonly items: ReadonlyArray<{
        readonly bookingDate: any | null | undefined;
        readonly lineTotal: {
          readonly amount: any;
          readonly currency: CurrencyCode;
        };
        readonly path: string;
        readonly productName: string;
        readonly quantity: number;
      }>;
      readonly status: OrderPartStatus;
      readonly statusLabel: string;
      readonly storeName: string;
      readonly total: {
        readonly amount: any;
        readonly currency: CurrencyCode;
      };
      readonly vendorContact: {
        readonly email: string;
        readonly phone: string;
      } | null | undefined;
      readonly viewingDate: any | null | undefined;
    }>;
    readonly paymentMethodLabel: string;
  } | null | undefined, unknown>;
};
export type TrackedOrderQuery = {
  response: TrackedOrderQuery$data;
  variables: TrackedOrderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewingDate",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "email",
      "variableName": "email"
    },
    {
      "kind": "Variable",
      "name": "orderId",
      "variableName": "orderId"
    },
    {
      "kind": "Variable",
      "name": "token",
      "variableName": "token"
    }
  ],
  "concreteType": "TrackedOrder",
  "kind": "LinkedField",
  "name": "orderTracking",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethodLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderPart",
      "kind": "LinkedField",
      "name": "parts",
      "plural": true,
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
          "name": "storeName",
          "storageKey": null
        },
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowedActions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewing",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderVendorContact",
          "kind": "LinkedField",
          "name": "vendorContact",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "phone",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "productName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "path",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bookingDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "lineTotal",
              "plural": false,
              "selections": (v6/*:: as any*/),
              "storageKey": null
            }
          ],
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
            (v3/*:: as any*/),
            (v4/*:: as any*/),
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
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TrackedOrderQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": (v7/*:: as any*/),
        "to": "RESULT"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TrackedOrderQuery",
    "selections": [
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "17d255b1bc137acfdf863382a352c68cfbd99d84d53924afce9895140357201c",
    "metadata": {},
    "name": "TrackedOrderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c26a7d0e2626e74900e474c278a65fdc";

export default node;
