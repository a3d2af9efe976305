/**
 * @generated SignedSource<<352d70bdd1b7c35d7f6da0741c746c12>>
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
        "name": "storeId",
        "storageKey": null
      },
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
    "cacheID": "4ce9fea5e47e6411f408395498d361cb",
    "id": null,
    "metadata": {},
    "name": "AdminEditVendorPageQuery",
    "operationKind": "query",
    "text": "query AdminEditVendorPageQuery(\n  $storeId: String!\n) {\n  adminVendor(storeId: $storeId) {\n    storeId\n    id\n    storeName\n    address1\n    email\n    phone\n    description\n    image {\n      url(variant: THUMB)\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "978e3634943477f728d78f4f24b525f1";

export default node;
