/**
 * @generated SignedSource<<17efde84db26cc0938b4a684d554ca92>>
 * @relayHash 1c5c0c0f71b6ead544d8cfd8352a35c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3faf1ca8a25323cf98132f417a0c1cc24485c6b41fdfce8b130c7869d467f13b

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type MoneyAdminQuery$variables = {
  vendors: number;
};
export type MoneyAdminQuery$data = {
  readonly adminVendors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly storeName: string;
      };
    }>;
  };
  readonly commissionRates: ReadonlyArray<{
    readonly bookingFee: string | null | undefined;
    readonly brandType: BrandType | null | undefined;
    readonly databaseId: number;
    readonly percent: string;
    readonly storeName: string | null | undefined;
    readonly validFrom: any;
  }>;
  readonly paymentSettings: {
    readonly bankTransferDays: number;
    readonly holdingDays: number;
  };
};
export type MoneyAdminQuery = {
  response: MoneyAdminQuery$data;
  variables: MoneyAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "vendors"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeName",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CommissionRate",
    "kind": "LinkedField",
    "name": "commissionRates",
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
        "name": "brandType",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bookingFee",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "validFrom",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentSettings",
    "kind": "LinkedField",
    "name": "paymentSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "holdingDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bankTransferDays",
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
        "name": "first",
        "variableName": "vendors"
      }
    ],
    "concreteType": "QueryAdminVendorsConnection",
    "kind": "LinkedField",
    "name": "adminVendors",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryAdminVendorsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v1/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MoneyAdminQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MoneyAdminQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3faf1ca8a25323cf98132f417a0c1cc24485c6b41fdfce8b130c7869d467f13b",
    "metadata": {},
    "name": "MoneyAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "db6f6b8bc7dd4efcdd4dd61e0a62f7c6";

export default node;
