/**
 * @generated SignedSource<<96d7a1fbc0e8b1599a23bb38f5961d99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorSlider_vendors$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"VendorCard_vendor">;
  readonly " $fragmentType": "VendorSlider_vendors";
}>;
export type VendorSlider_vendors$key = ReadonlyArray<{
  readonly " $data"?: VendorSlider_vendors$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorSlider_vendors">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "VendorSlider_vendors",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VendorCard_vendor"
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};

(node as any).hash = "005a9ceb7d5e09d8482cc1c333be46fb";

export default node;
