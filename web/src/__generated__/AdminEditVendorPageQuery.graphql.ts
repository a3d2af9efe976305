/**
 * @generated SignedSource<<3fe1efae449bf491cb54866fa3785ead>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminEditVendorPageQuery$variables = {
  storeId: string;
};
export type AdminEditVendorPageQuery$data = {
  readonly adminVendor: {
    readonly storeId: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdminVendorProfileForm_vendor">;
  } | null | undefined;
};
export type AdminEditVendorPageQuery = {
  response: AdminEditVendorPageQuery$data;
  variables: AdminEditVendorPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "storeId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "storeId",
    "variableName": "storeId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminEditVendorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Vendor",
        "kind": "LinkedField",
        "name": "adminVendor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminVendorProfileForm_vendor"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminEditVendorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Vendor",
        "kind": "LinkedField",
        "name": "adminVendor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0610d2399ec2ae6335bc920289472c75",
    "id": null,
    "metadata": {},
    "name": "AdminEditVendorPageQuery",
    "operationKind": "query",
    "text": "query AdminEditVendorPageQuery(\n  $storeId: String!\n) {\n  adminVendor(storeId: $storeId) {\n    storeId\n    ...AdminVendorProfileForm_vendor\n    id\n  }\n}\n\nfragment AdminVendorProfileForm_vendor on Vendor {\n  id\n  storeName\n  address1\n  email\n  phone\n  description\n  image {\n    url(variant: THUMB)\n  }\n}\n"
  }
};
})();

(node as any).hash = "e4febe5b63084e9787942342fdb8954b";

export default node;
