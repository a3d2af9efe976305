/**
 * @generated SignedSource<<67632f80b23ea34ecd869df8f189165f>>
 * @relayHash fff5d4f16d2d11460aeded3253bbd85f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22838a87790a6947a21b89217b333017f1745c52dcc41f402587edfc2db278ee

import { ConcreteRequest } from 'relay-runtime';
export type availabilityEmailQuery$variables = {
  email: string;
};
export type availabilityEmailQuery$data = {
  readonly emailAvailable: boolean;
};
export type availabilityEmailQuery = {
  response: availabilityEmailQuery$data;
  variables: availabilityEmailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "kind": "ScalarField",
    "name": "emailAvailable",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "availabilityEmailQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "availabilityEmailQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "22838a87790a6947a21b89217b333017f1745c52dcc41f402587edfc2db278ee",
    "metadata": {},
    "name": "availabilityEmailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3075f511f999c993a7ea4f054b54e599";

export default node;
