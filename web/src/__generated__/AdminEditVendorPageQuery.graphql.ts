/**
 * @generated SignedSource<<8058ec1d7999c7fec249cac54bbcb91b>>
 * @relayHash afda50cb67b3f87cc456762606a67218
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a51802a504b3b6ac477ec59403ea5880f65ced08ec9f0dcfc84813a1766b57b

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
},
v3 = [
  {
    "kind": "Literal",
    "name": "language",
    "value": "EN"
  }
];
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
            "args": (v3/*:: as any*/),
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
            "args": (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3a51802a504b3b6ac477ec59403ea5880f65ced08ec9f0dcfc84813a1766b57b",
    "metadata": {},
    "name": "AdminEditVendorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e4febe5b63084e9787942342fdb8954b";

export default node;
