/**
 * @generated SignedSource<<2f275f9628bd95754e3442b715c0d497>>
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

const node: ReaderFragment = {
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
      "args": null,
      "kind": "ScalarField",
      "name": "storeName",
      "storageKey": null
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
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
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

(node as any).hash = "1e25ced2ac13bb845a0660628ed84e0e";

export default node;
