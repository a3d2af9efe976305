/**
 * @generated SignedSource<<c568200d8f6d6f3c7c395ebab09f90fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PromoCodeTable_promoCode$data = {
  readonly code: string;
  readonly discountPercentage: number;
  readonly endDate: any;
  readonly id: string;
  readonly isActive: boolean;
  readonly startDate: any;
  readonly " $fragmentType": "PromoCodeTable_promoCode";
};
export type PromoCodeTable_promoCode$key = {
  readonly " $data"?: PromoCodeTable_promoCode$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoCodeTable_promoCode">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromoCodeTable_promoCode",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercentage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "PromoCode",
  "abstractKey": null
};

(node as any).hash = "b89ae8025188606e7d2ed5fe291501ea";

export default node;
