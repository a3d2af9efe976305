/**
 * @generated SignedSource<<a4e8579b65e36e5f4774c505ddb23831>>
 * @relayHash 4b6403dbc39a26240a4e25ab80457c13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 220d4751b8cb288cd2f96d77abc3983e01ae145dd0c24a33fc33109c17af6a3a

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type QuoteCartInput = {
  currency?: CurrencyCode | null | undefined;
  items: ReadonlyArray<CartLineInput>;
};
export type CartLineInput = {
  bookingDate?: any | null | undefined;
  currency?: CurrencyCode | null | undefined;
  product?: string | null | undefined;
  productId?: number | null | undefined;
  promoCode?: string | null | undefined;
  quantity: number;
  unitPrice?: any | null | undefined;
  viewingAt?: any | null | undefined;
};
export type useCartQuoteQuery$variables = {
  input: QuoteCartInput;
};
export type useCartQuoteQuery$data = {
  readonly quoteCart: {
    readonly __typename: "CartQuote";
    readonly addressRequired: boolean;
    readonly currency: CurrencyCode;
    readonly goodsTotal: {
      readonly amount: any;
      readonly currency: CurrencyCode;
    };
    readonly lines: ReadonlyArray<{
      readonly bookingDate: any | null | undefined;
      readonly informationalPrice: {
        readonly amount: any;
        readonly currency: CurrencyCode;
      } | null | undefined;
      readonly lineTotal: {
        readonly amount: any;
        readonly currency: CurrencyCode;
      };
      readonly name: string;
      readonly productId: number;
      readonly promoCode: string | null | undefined;
      readonly promoPercent: number | null | undefined;
      readonly quantity: number;
      readonly unitPrice: {
        readonly amount: any;
      };
    }>;
    readonly parts: ReadonlyArray<{
      readonly storeId: string;
      readonly storeName: string;
      readonly total: {
        readonly amount: any;
        readonly currency: CurrencyCode;
      };
    }>;
    readonly paymentRequired: boolean;
    readonly total: {
      readonly amount: any;
      readonly formatted: string;
    };
    readonly viewingCount: number;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCartQuoteQuery = {
  response: useCartQuoteQuery$data;
  variables: useCartQuoteQuery$variables;
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
  "name": "currency",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  (v1/*:: as any*/)
],
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
    "name": "quoteCart",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "total",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formatted",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "goodsTotal",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "addressRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewingCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CartQuoteLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
                "kind": "ScalarField",
                "name": "promoCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "promoPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "unitPrice",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "informationalPrice",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "lineTotal",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CartQuotePart",
            "kind": "LinkedField",
            "name": "parts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "storeId",
                "storageKey": null
              },
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
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "total",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CartQuote",
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
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useCartQuoteQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCartQuoteQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "220d4751b8cb288cd2f96d77abc3983e01ae145dd0c24a33fc33109c17af6a3a",
    "metadata": {},
    "name": "useCartQuoteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fbe5ea5935129cefe6f670ef87d5fe63";

export default node;
