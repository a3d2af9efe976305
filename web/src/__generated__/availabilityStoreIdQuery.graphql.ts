/**
 * @generated SignedSource<<43f8b33ca0c7fe2976912ad8fecac584>>
 * @relayHash 4778b9eb77e49298a261e15ef6062e95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa22204ed89433d43b78da50b5de3eabe7036fc91ad60205f6ed26a20ad89467

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
    "id": "fa22204ed89433d43b78da50b5de3eabe7036fc91ad60205f6ed26a20ad89467",
    "metadata": {},
    "name": "availabilityStoreIdQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7eacbda3661e2b3dde38799ece532e3d";

export default node;
