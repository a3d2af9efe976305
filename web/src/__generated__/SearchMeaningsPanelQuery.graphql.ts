/**
 * @generated SignedSource<<53111cb48058a842b8e5745baf3efe26>>
 * @relayHash b3592a8fa2b98c52f72daa16e9c039f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13c4766e984ed723d775d82927942d9fb7d3d64a5ce3603a1ea082b6a8e1b1ee

import { ConcreteRequest } from 'relay-runtime';
export type SearchMeaningRelation = "INCLUDES" | "KIND_OF" | "SAME" | "%future added value";
export type SearchMeaningSource = "THESAURUS" | "WORD_LIST" | "%future added value";
export type SearchMeaningsPanelQuery$variables = {
  word: string;
};
export type SearchMeaningsPanelQuery$data = {
  readonly searchMeanings: ReadonlyArray<{
    readonly relation: SearchMeaningRelation;
    readonly source: SearchMeaningSource;
    readonly switchedOff: boolean;
    readonly term: string;
    readonly word: string;
  }>;
};
export type SearchMeaningsPanelQuery = {
  response: SearchMeaningsPanelQuery$data;
  variables: SearchMeaningsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "word"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "word",
        "variableName": "word"
      }
    ],
    "concreteType": "SearchMeaning",
    "kind": "LinkedField",
    "name": "searchMeanings",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "word",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "term",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "relation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "switchedOff",
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
    "name": "SearchMeaningsPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchMeaningsPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "13c4766e984ed723d775d82927942d9fb7d3d64a5ce3603a1ea082b6a8e1b1ee",
    "metadata": {},
    "name": "SearchMeaningsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1a09106163721ff2c9f3083793eaeb1b";

export default node;
