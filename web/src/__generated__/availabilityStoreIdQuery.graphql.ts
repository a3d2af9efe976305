/**
 * @generated SignedSource<<cb6d85bc07cca1610b40f8883a7dc8e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type availabilityStoreIdQuery$variables = {
  storeId: string;
};
export type availabilityStoreIdQuery$data = {
  readonly storeIdAvailable: boolean;
};
export type availabilityStoreIdQuery = {
  response: availabilityStoreIdQuery$data;
  variables: availabilityStoreIdQuery$variables;
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
    "kind": "ScalarField",
    "name": "storeIdAvailable",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "availabilityStoreIdQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "availabilityStoreIdQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4778b9eb77e49298a261e15ef6062e95",
    "id": null,
    "metadata": {},
    "name": "availabilityStoreIdQuery",
    "operationKind": "query",
    "text": "query availabilityStoreIdQuery(\n  $storeId: String!\n) {\n  storeIdAvailable(storeId: $storeId)\n}\n"
  }
};
})();

(node as any).hash = "7eacbda3661e2b3dde38799ece532e3d";

export default node;
