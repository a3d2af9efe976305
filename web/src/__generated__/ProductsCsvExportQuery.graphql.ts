/**
 * @generated SignedSource<<1483b9408c0be5c75588e6b97ec6a026>>
 * @relayHash f23656fb85cedfe1e848a9d07bd7875b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 542365bf978ff7aa223989c659c9ad3dbfb1fa9b2d175c5ae4acd00550adddb2

import { ConcreteRequest } from 'relay-runtime';
export type ProductsCsvExportQuery$variables = Record<PropertyKey, never>;
export type ProductsCsvExportQuery$data = {
  readonly productsCsv: {
    readonly csv: string;
    readonly filename: string;
  };
};
export type ProductsCsvExportQuery = {
  response: ProductsCsvExportQuery$data;
  variables: ProductsCsvExportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ProductsCsv",
    "kind": "LinkedField",
    "name": "productsCsv",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "filename",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "csv",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductsCsvExportQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProductsCsvExportQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "542365bf978ff7aa223989c659c9ad3dbfb1fa9b2d175c5ae4acd00550adddb2",
    "metadata": {},
    "name": "ProductsCsvExportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "673ed6d07da1dcf268ed0f7df6af80c8";

export default node;
