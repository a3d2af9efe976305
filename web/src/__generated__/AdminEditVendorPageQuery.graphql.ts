/**
 * @generated SignedSource<<fcdaa24cc4607e5e35f3cff71722d185>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminEditVendorPageQuery$variables = {
  storeId: string;
};
export type AdminEditVendorPageQuery$data = {
  readonly adminVendor: {
    readonly address1: string;
    readonly description: string;
    readonly email: string;
    readonly id: string;
    readonly image: {
      readonly url: string;
    } | null | undefined;
    readonly phone: string;
    readonly storeId: string;
    readonly storeName: string;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "storeId",
        "variableName": "storeId"
      }
    ],
    "concreteType": "Vendor",
    "kind": "LinkedField",
    "name": "adminVendor",
    "plural": false,
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
        "name": "storeId",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminEditVendorPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminEditVendorPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2f5034a9b52b173365992d5bae423e2e",
    "id": null,
    "metadata": {},
    "name": "AdminEditVendorPageQuery",
    "operationKind": "query",
    "text": "query AdminEditVendorPageQuery(\n  $storeId: String!\n) {\n  adminVendor(storeId: $storeId) {\n    id\n    storeId\n    storeName\n    address1\n    email\n    phone\n    description\n    image {\n      url(variant: THUMB)\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ad7e28e508826f16a7c1bed35360ce8";

export default node;
