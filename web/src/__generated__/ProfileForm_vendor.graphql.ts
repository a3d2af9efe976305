/**
 * @generated SignedSource<<de0001b64f90fe079778e725139b4d67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type Language = "AR" | "EN" | "UR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_vendor$data = {
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
  readonly language: Language | null | undefined;
  readonly lastName: string;
  readonly path: string;
  readonly phone: string;
  readonly postcode: string;
  readonly stateCounty: string;
  readonly storeName: string;
  readonly translations: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly language: Language;
    readonly storeName: string | null | undefined;
  }> | null | undefined;
  readonly " $fragmentType": "ProfileForm_vendor";
};
export type ProfileForm_vendor$key = {
  readonly " $data"?: ProfileForm_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_vendor">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "language",
    "value": "EN"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_vendor",
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
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "description",
      "storageKey": "description(language:\"EN\")"
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreTranslation",
      "kind": "LinkedField",
      "name": "translations",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
          "name": "description",
          "storageKey": null
        }
      ],
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
})();

(node as any).hash = "b092c1484292131e792a70bd7d1d81b1";

export default node;
