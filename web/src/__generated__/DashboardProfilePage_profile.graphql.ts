/**
 * @generated SignedSource<<7012c8429c8e3c01e16901553ffddb58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardProfilePage_profile$data = {
  readonly address1: string;
  readonly address2: string;
  readonly brandType: BrandType;
  readonly city: string;
  readonly country: string;
  readonly description: string;
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly image: {
    readonly url: string;
  } | null | undefined;
  readonly lastName: string;
  readonly path: string;
  readonly phone: string;
  readonly postcode: string;
  readonly stateCounty: string;
  readonly storeName: string;
  readonly " $fragmentType": "DashboardProfilePage_profile";
};
export type DashboardProfilePage_profile$key = {
  readonly " $data"?: DashboardProfilePage_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardProfilePage_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardProfilePage_profile",
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
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
      "name": "brandType",
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
      "name": "address2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stateCounty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postcode",
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
      "kind": "ScalarField",
      "name": "path",
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
              "value": "CARD"
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(variant:\"CARD\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};

(node as any).hash = "bd097d62328f47769bfe6b90fa43fbe6";

export default node;
