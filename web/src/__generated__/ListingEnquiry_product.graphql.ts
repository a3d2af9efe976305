/**
 * @generated SignedSource<<747916de15e9e4d9e24de5c0ef1f0e04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingEnquiry_product$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly vendor: {
    readonly phone: string;
  };
  readonly " $fragmentType": "ListingEnquiry_product";
};
export type ListingEnquiry_product$key = {
  readonly " $data"?: ListingEnquiry_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingEnquiry_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingEnquiry_product",
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
      "name": "databaseId",
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
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Vendor",
      "kind": "LinkedField",
      "name": "vendor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "5ef7306b4bb5e6664133e1d7d07587c0";

export default node;
