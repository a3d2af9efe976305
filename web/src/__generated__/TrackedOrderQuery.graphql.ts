/**
 * @generated SignedSource<<e3a9e61fc5eb1d9cb2297cab5791a0a9>>
 * @relayHash 0a9b3999da3a9c8cf520284432e08ab7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69f26080ddbbf0aac5558e6dc6f443d2a2c0e4e96d9db1710291ba80fc432cc7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs, Result } from "relay-runtime";
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
        readonly product: string | null | undefined;
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
      readonly " $fragmentSpreads": FragmentRefs<"PartSchedule_part">;
    }>;
    readonly paymentMethodLabel: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderPayment_order">;
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
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentMethodLabel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowedActions",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewing",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v15 = [
  (v13/*:: as any*/),
  (v14/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "total",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v17 = {
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
v18 = {
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
      "name": "product",
      "storageKey": null
    },
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
      "selections": (v15/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewingDate",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "OrderPartEvent",
  "kind": "LinkedField",
  "name": "history",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/),
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
    (v19/*:: as any*/),
    (v20/*:: as any*/)
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
        "field": {
          "alias": null,
          "args": (v3/*:: as any*/),
          "concreteType": "TrackedOrder",
          "kind": "LinkedField",
          "name": "orderTracking",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "OrderPayment_order"
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "OrderPart",
              "kind": "LinkedField",
              "name": "parts",
              "plural": true,
              "selections": [
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                (v12/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PartSchedule_part"
                },
                (v16/*:: as any*/),
                (v17/*:: as any*/),
                (v18/*:: as any*/),
                (v21/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "TrackedOrder",
        "kind": "LinkedField",
        "name": "orderTracking",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BankTransferInstructions",
            "kind": "LinkedField",
            "name": "bankTransfer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reference",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BankTransferDetails",
                "kind": "LinkedField",
                "name": "details",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bank",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "iban",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "swift",
                    "storageKey": null
                  },
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderPartMoney",
                "kind": "LinkedField",
                "name": "money",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrderPartRefund",
                    "kind": "LinkedField",
                    "name": "refunds",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reason",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v20/*:: as any*/),
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
                "concreteType": "Shipment",
                "kind": "LinkedField",
                "name": "shipment",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "carrier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trackingNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trackingUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "69f26080ddbbf0aac5558e6dc6f443d2a2c0e4e96d9db1710291ba80fc432cc7",
    "metadata": {},
    "name": "TrackedOrderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1116d2ac4b6384ed0dec7c5494b36d81";

export default node;
