/**
 * @generated SignedSource<<9c5622f2333aeff7ebc0283ada4b2c06>>
 * @relayHash cd75e982f87c53ff2a8c642ae613d7e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 592921ea1108d852fac9623dec4e14ae322726dd1a5ed988b71985b6cf0b0eed

import { ConcreteRequest } from 'relay-runtime';
export type VendorPickerQuery$variables = Record<PropertyKey, never>;
export type VendorPickerQuery$data = {
  readonly adminVendors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly storeName: string;
      };
    }>;
  };
};
export type VendorPickerQuery = {
  response: VendorPickerQuery$data;
  variables: VendorPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "QueryAdminVendorsConnection",
    "kind": "LinkedField",
    "name": "adminVendors",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryAdminVendorsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "storeName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "adminVendors(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorPickerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorPickerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "592921ea1108d852fac9623dec4e14ae322726dd1a5ed988b71985b6cf0b0eed",
    "metadata": {},
    "name": "VendorPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba1e4e4f9cff0c12045b184f1cc1feae";

export default node;
