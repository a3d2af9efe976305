/**
 * @generated SignedSource<<c8982ebb7c198cd288a59c2d93484226>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "94bcbaaed0fbb8e05387d23ac8bdf68f",
    "id": null,
    "metadata": {},
    "name": "SearchBoxSuggestionsQuery",
    "operationKind": "query",
    "text": "query SearchBoxSuggestionsQuery(\n  $query: String!\n) {\n  searchSuggestions(query: $query, first: 8) {\n    id\n    name\n    path\n    featureImage {\n      url(variant: THUMB)\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26ef5740ef734bc3bd444764fd0c1fc8";

export default node;
