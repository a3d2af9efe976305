/**
 * @generated SignedSource<<e4056dfb38f52bed2a5a79d89b050fcd>>
 * @relayHash 0eb1c67d7739d66c9398af081d007f6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f10b09995c8cdadc705012fd439314604e96e371f50f54e890fac07f2b1ceef

import { ConcreteRequest } from 'relay-runtime';
export type ImportProductsCsvInput = {
  csv: string;
  dryRun?: boolean | null | undefined;
};
export type ProductsCsvImportMutation$variables = {
  input: ImportProductsCsvInput;
};
export type ProductsCsvImportMutation$data = {
  readonly importProductsCsv: {
    readonly __typename: string;
    readonly applied?: boolean;
    readonly created?: number;
    readonly dryRun?: boolean;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly column: string | null | undefined;
      readonly message: string;
      readonly row: number;
    }>;
    readonly rows?: number;
    readonly updated?: number;
  };
};
export type ProductsCsvImportMutation = {
  response: ProductsCsvImportMutation$data;
  variables: ProductsCsvImportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "importProductsCsv",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "applied",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dryRun",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rows",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductImportProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "row",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "column",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ProductImportReport",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ProductsCsvImportMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductsCsvImportMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3f10b09995c8cdadc705012fd439314604e96e371f50f54e890fac07f2b1ceef",
    "metadata": {},
    "name": "ProductsCsvImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c871a37100f08439310b1538dbfcff2e";

export default node;
