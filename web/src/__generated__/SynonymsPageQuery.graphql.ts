/**
 * @generated SignedSource<<44f520d9fa7294b6fcbc548bb95bae7f>>
 * @relayHash 1281d825d773e4d5c6ebea832b5d82a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ac6bc49a32f6015519397470319010414ff52a22b35ef7fe8c7412d7e28119e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynonymsPageQuery$variables = Record<PropertyKey, never>;
export type SynonymsPageQuery$data = {
  readonly synonymGroups: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SynonymGroupTable_synonymGroup">;
  }>;
};
export type SynonymsPageQuery = {
  response: SynonymsPageQuery$data;
  variables: SynonymsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SynonymsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SynonymGroup",
        "kind": "LinkedField",
        "name": "synonymGroups",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SynonymGroupTable_synonymGroup"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SynonymsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SynonymGroup",
        "kind": "LinkedField",
        "name": "synonymGroups",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "terms",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7ac6bc49a32f6015519397470319010414ff52a22b35ef7fe8c7412d7e28119e",
    "metadata": {},
    "name": "SynonymsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "90f504708b4d614e84c205bb5499530a";

export default node;
