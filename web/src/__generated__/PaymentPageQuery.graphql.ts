/**
 * @generated SignedSource<<261c797090058fa0da7bd3707d0b2ec4>>
 * @relayHash d37714b6cd77584f9df37b0365b7ed11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fcbc8752d57e41df6048c074915c823e49f17d022b1e3a3db4ee788b05617fa

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type LedgerEntryKind = "ADJUSTMENT" | "BOOKING_FEE" | "CANCELLATION" | "COMMISSION" | "COMMISSION_RETURN" | "PAYOUT" | "REFUND" | "SALE" | "%future added value";
export type LedgerLineState = "AVAILABLE" | "PAID_OUT" | "PENDING" | "%future added value";
export type PaymentPageQuery$variables = {
  currency?: CurrencyCode | null | undefined;
  from?: string | null | undefined;
  kind?: LedgerEntryKind | null | undefined;
  to?: string | null | undefined;
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
        readonly kindLabel: string;
        readonly orderId: string | null | undefined;
      }>;
    }>;
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
  "name": "to"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kindLabel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VendorMoney",
    "kind": "LinkedField",
    "name": "vendorMoney",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MoneyBalance",
        "kind": "LinkedField",
        "name": "balances",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
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
            "kind": "Literal",
            "name": "limit",
            "value": 500
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
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
          (v5/*:: as any*/),
          (v4/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bankReference",
            "storageKey": null
          },
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LedgerLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v9/*:: as any*/),
              (v7/*:: as any*/)
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentPageQuery",
    "selections": (v10/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PaymentPageQuery",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "id": "3fcbc8752d57e41df6048c074915c823e49f17d022b1e3a3db4ee788b05617fa",
    "metadata": {},
    "name": "PaymentPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9fbebe50d6e2b8bd2a9306aff47ad22d";

export default node;
