/**
 * @generated SignedSource<<cec81063c94a2e0dccedb51f70c4cb67>>
 * @relayHash 45d9ec5b032b6ea4352576d420cb045d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f16f434ed3f544794748915113a10b276dff2fd07078d2c26aa270082d0136c

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type MarketplaceMoneyQuery$variables = Record<PropertyKey, never>;
export type MarketplaceMoneyQuery$data = {
  readonly marketplaceMoney: {
    readonly totals: ReadonlyArray<{
      readonly commissionEarned: string;
      readonly currency: CurrencyCode;
      readonly owedToVendors: string;
      readonly paidOut: string;
      readonly payoutsDue: string;
    }>;
    readonly vendors: ReadonlyArray<{
      readonly available: string;
      readonly currency: CurrencyCode;
      readonly paidOut: string;
      readonly pending: string;
      readonly storeName: string;
      readonly vendor: string;
    }>;
  };
};
export type MarketplaceMoneyQuery = {
  response: MarketplaceMoneyQuery$data;
  variables: MarketplaceMoneyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidOut",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarketplaceMoney",
    "kind": "LinkedField",
    "name": "marketplaceMoney",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MarketplaceMoneyTotals",
        "kind": "LinkedField",
        "name": "totals",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commissionEarned",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "owedToVendors",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payoutsDue",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VendorBalanceRow",
        "kind": "LinkedField",
        "name": "vendors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vendor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storeName",
            "storageKey": null
          },
          (v0/*:: as any*/),
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketplaceMoneyQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MarketplaceMoneyQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3f16f434ed3f544794748915113a10b276dff2fd07078d2c26aa270082d0136c",
    "metadata": {},
    "name": "MarketplaceMoneyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e1d712d3ea23026f0c7f9e7c692f4806";

export default node;
