/**
 * @generated SignedSource<<7ab9cb798283d53eb9ae2696da2eaf43>>
 * @relayHash 94bcbaaed0fbb8e05387d23ac8bdf68f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b7cd1b596d32b7f2b525fd3938226252267915d50e18213bd1275d8a2dd58a9

import { ConcreteRequest } from 'relay-runtime';
export type SearchBoxSuggestionsQuery$variables = {
  query: string;
};
export type SearchBoxSuggestionsQuery$data = {
  readonly searchSuggestions: ReadonlyArray<{
    readonly featureImage: {
      readonly url: string;
    };
    readonly id: string;
    readonly name: string;
    readonly path: string;
  }>;
};
export type SearchBoxSuggestionsQuery = {
  response: SearchBoxSuggestionsQuery$data;
  variables: SearchBoxSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 8
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Product",
    "kind": "LinkedField",
    "name": "searchSuggestions",
    "plural": true,
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Image",
        "kind": "LinkedField",
        "name": "featureImage",
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
    "name": "SearchBoxSuggestionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchBoxSuggestionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6b7cd1b596d32b7f2b525fd3938226252267915d50e18213bd1275d8a2dd58a9",
    "metadata": {},
    "name": "SearchBoxSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "26ef5740ef734bc3bd444764fd0c1fc8";

export default node;
