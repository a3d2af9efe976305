/**
 * @generated SignedSource<<3247af87d250848baa5755a283f4e08f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminEditVendorPage_profile$data = {
  readonly address1: string;
  readonly description: string;
  readonly email: string;
  readonly id: string;
  readonly image: {
    readonly url: string;
  } | null | undefined;
  readonly phone: string;
  readonly storeName: string;
  readonly " $fragmentType": "AdminEditVendorPage_profile";
};
export type AdminEditVendorPage_profile$key = {
  readonly " $data"?: AdminEditVendorPage_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminEditVendorPage_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminEditVendorPage_profile",
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

(node as any).hash = "f46a217c19ecc61d7ff08016457c48c3";

export default node;
