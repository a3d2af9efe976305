/**
 * @generated SignedSource<<9542eff7d2c11da026fd139eb5009098>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PromoCodesPage_row$data = {
  readonly code: string;
  readonly discountPercentage: number;
  readonly endDate: any;
  readonly id: string;
  readonly isActive: boolean;
  readonly startDate: any;
  readonly " $fragmentType": "PromoCodesPage_row";
};
export type PromoCodesPage_row$key = {
  readonly " $data"?: PromoCodesPage_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoCodesPage_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromoCodesPage_row",
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

(node as any).hash = "1e1640fde60db1bca2577c9efce4358e";

export default node;
