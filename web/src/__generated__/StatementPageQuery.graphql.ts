/**
 * @generated SignedSource<<1766dd88cc59f9d1906d453615f1941d>>
 * @relayHash 75d619366cb42975ef79fd6ba7e4280c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1da93552c8acf5ecf388ca7147c22d39920764458503361ebda88a93b5b390b

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type LedgerEntryKind = "ADJUSTMENT" | "BOOKING_FEE" | "CANCELLATION" | "COMMISSION" | "COMMISSION_RETURN" | "PAYOUT" | "REFUND" | "SALE" | "%future added value";
export type LedgerLineState = "AVAILABLE" | "PAID_OUT" | "PENDING" | "%future added value";
export type StatementPageQuery$variables = {
  month: string;
  vendor?: string | null | undefined;
};
export type StatementPageQuery$data = {
  readonly vendorMoney: {
    readonly statement: {
      readonly currencies: ReadonlyArray<{
        readonly closing: string;
        readonly currency: CurrencyCode;
        readonly lines: ReadonlyArray<{
          readonly amount: string;
          readonly createdAt: any;
          readonly databaseId: number;
          readonly kind: LedgerEntryKind;
          readonly kindLabel: string;
          readonly note: string | null | undefined;
          readonly orderId: string | null | undefined;
          readonly state: LedgerLineState;
        }>;
        readonly opening: string;
      }>;
      readonly firstDay: string;
      readonly lastDay: string;
      readonly month: string;
    };
    readonly storeName: string;
  };
};
export type StatementPageQuery = {
  response: StatementPageQuery$data;
  variables: StatementPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "month"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "vendor"
},
v2 = [
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
        "args": [
          {
            "kind": "Variable",
            "name": "month",
            "variableName": "month"
          }
        ],
        "concreteType": "MoneyStatement",
        "kind": "LinkedField",
        "name": "statement",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "month",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstDay",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastDay",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MoneyStatementCurrency",
            "kind": "LinkedField",
            "name": "currencies",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opening",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closing",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
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
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kindLabel",
                    "storageKey": null
                  },
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
                    "name": "amount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StatementPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f1da93552c8acf5ecf388ca7147c22d39920764458503361ebda88a93b5b390b",
    "metadata": {},
    "name": "StatementPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ce56a05a79c7fc0a95a137e6270c8ac2";

export default node;
