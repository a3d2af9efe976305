/**
 * @generated SignedSource<<279cc6d1fd20f882bab9488936d33c83>>
 * @relayHash f64bfcbb4e2a4a66a425011c3068377a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c78a0b0e83a133f4a1949b0b1329de18ce76a20cc9e457748c9dcdfaf1173b0

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type LedgerEntryKind = "ADJUSTMENT" | "BOOKING_FEE" | "CANCELLATION" | "COMMISSION" | "COMMISSION_RETURN" | "PAYOUT" | "REFUND" | "SALE" | "%future added value";
export type LedgerLineState = "AVAILABLE" | "PAID_OUT" | "PENDING" | "%future added value";
export type PaymentPageQuery$variables = {
  currency?: CurrencyCode | null | undefined;
  from?: string | null | undefined;
  kind?: LedgerEntryKind | null | undefined;
  limit: number;
  offset: number;
  since: string;
  to?: string | null | undefined;
  vendor?: string | null | undefined;
};
export type PaymentPageQuery$data = {
  readonly vendorMoney: {
    readonly balances: ReadonlyArray<{
      readonly available: string;
      readonly currency: CurrencyCode;
      readonly paidOut: string;
      readonly pending: string;
    }>;
    readonly ledger: {
      readonly lines: ReadonlyArray<{
        readonly amount: string;
        readonly createdAt: any;
        readonly currency: CurrencyCode;
        readonly databaseId: number;
        readonly kind: LedgerEntryKind;
        readonly kindLabel: string;
        readonly note: string | null | undefined;
        readonly orderId: string | null | undefined;
        readonly state: LedgerLineState;
      }>;
      readonly totalCount: number;
    };
    readonly payouts: ReadonlyArray<{
      readonly amount: string;
      readonly bankReference: string;
      readonly createdAt: any;
      readonly currency: CurrencyCode;
      readonly databaseId: number;
      readonly lines: ReadonlyArray<{
        readonly amount: string;
        readonly databaseId: number;
        readonly kind: LedgerEntryKind;
        readonly kindLabel: string;
        readonly orderId: string | null | undefined;
      }>;
    }>;
    readonly recent: {
      readonly lines: ReadonlyArray<{
        readonly amount: string;
        readonly createdAt: any;
        readonly currency: CurrencyCode;
      }>;
    };
    readonly storeName: string;
  };
};
export type PaymentPageQuery = {
  response: PaymentPageQuery$data;
  variables: PaymentPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currency"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offset"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "since"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "vendor"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kindLabel",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v15 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "vendor",
        "variableName": "vendor"
      }
    ],
    "concreteType": "VendorMoney",
    "kind": "LinkedField",
    "name": "vendorMoney",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storeName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MoneyBalance",
        "kind": "LinkedField",
        "name": "balances",
        "plural": true,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pending",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paidOut",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "recent",
        "args": [
          {
            "kind": "Variable",
            "name": "from",
            "variableName": "since"
          },
          {
            "kind": "Literal",
            "name": "limit",
            "value": 500
          }
        ],
        "concreteType": "LedgerPage",
        "kind": "LinkedField",
        "name": "ledger",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LedgerLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "currency",
            "variableName": "currency"
          },
          {
            "kind": "Variable",
            "name": "from",
            "variableName": "from"
          },
          {
            "kind": "Variable",
            "name": "kind",
            "variableName": "kind"
          },
          {
            "kind": "Variable",
            "name": "limit",
            "variableName": "limit"
          },
          {
            "kind": "Variable",
            "name": "offset",
            "variableName": "offset"
          },
          {
            "kind": "Variable",
            "name": "to",
            "variableName": "to"
          }
        ],
        "concreteType": "LedgerPage",
        "kind": "LinkedField",
        "name": "ledger",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LedgerLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Payout",
        "kind": "LinkedField",
        "name": "payouts",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bankReference",
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LedgerLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentPageQuery",
    "selections": (v15/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v7/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PaymentPageQuery",
    "selections": (v15/*:: as any*/)
  },
  "params": {
    "id": "3c78a0b0e83a133f4a1949b0b1329de18ce76a20cc9e457748c9dcdfaf1173b0",
    "metadata": {},
    "name": "PaymentPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "919d10c431e007ad90cc6272b8c10bf0";

export default node;
