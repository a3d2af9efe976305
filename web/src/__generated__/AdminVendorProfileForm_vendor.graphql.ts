/**
 * @generated SignedSource<<8d6359061a00fe9d1152c1cc3f5b6399>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminVendorProfileForm_vendor$data = {
  readonly address1: string;
  readonly description: string;
  readonly email: string;
  readonly id: string;
  readonly image: {
    readonly url: string;
  } | null | undefined;
  readonly phone: string;
  readonly storeName: string;
  readonly " $fragmentType": "AdminVendorProfileForm_vendor";
};
export type AdminVendorProfileForm_vendor$key = {
  readonly " $data"?: AdminVendorProfileForm_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminVendorProfileForm_vendor">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "language",
    "value": "EN"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminVendorProfileForm_vendor",
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
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "storeName",
      "storageKey": "storeName(language:\"EN\")"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "description",
      "storageKey": "description(language:\"EN\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "variant",
              "value": "THUMB"
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(variant:\"THUMB\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};
})();

(node as any).hash = "dca0212aea4edbd49e97e5227f9d4d66";

export default node;
