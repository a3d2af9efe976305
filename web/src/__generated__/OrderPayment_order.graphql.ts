/**
 * @generated SignedSource<<169fce2c3ddda0c4a0310e4cdaae24c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type PartPaymentState = "AWAITING_PAYMENT" | "NOT_PAYABLE" | "PAID" | "PAY_ON_DELIVERY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderPayment_order$data = {
  readonly bankTransfer: {
    readonly details: {
      readonly accountName: string;
      readonly accountNumber: string;
      readonly bank: string;
      readonly iban: string;
      readonly note: string;
      readonly swift: string;
    };
    readonly dueBy: any;
    readonly reference: string;
  } | null | undefined;
  readonly parts: ReadonlyArray<{
    readonly id: string;
    readonly money: {
      readonly currency: CurrencyCode;
      readonly refunds: ReadonlyArray<{
        readonly amount: string;
        readonly reason: string | null | undefined;
      }>;
      readonly state: PartPaymentState;
    };
    readonly storeName: string;
  }>;
  readonly " $fragmentType": "OrderPayment_order";
};
export type OrderPayment_order$key = {
  readonly " $data"?: OrderPayment_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderPayment_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderPayment_order",
  "selections": [
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
              "concreteType": "OrderPartRefund",
              "kind": "LinkedField",
              "name": "refunds",
              "plural": true,
              "selections": [
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
                  "name": "reason",
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
  "type": "TrackedOrder",
  "abstractKey": null
};

(node as any).hash = "5a1cdad0390c3d815f4ccc1b852baf56";

export default node;
