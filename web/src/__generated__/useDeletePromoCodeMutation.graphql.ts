/**
 * @generated SignedSource<<5ea1c3dc23f1ab56c2e1479f51d6a060>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeletePromoCodeInput = {
  id: string;
};
export type useDeletePromoCodeMutation$variables = {
  input: DeletePromoCodeInput;
};
export type useDeletePromoCodeMutation$data = {
  readonly deletePromoCode: {
    readonly __typename: string;
    readonly deletedPromoCodeId?: string;
    readonly message?: string;
  };
};
export type useDeletePromoCodeMutation = {
  response: useDeletePromoCodeMutation$data;
  variables: useDeletePromoCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPromoCodeId",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeletePromoCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePromoCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "DeletePromoCodeSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeletePromoCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePromoCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedPromoCodeId"
              }
            ],
            "type": "DeletePromoCodeSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "281a8a3cbbfbd3f050cecd50b86cd460",
    "id": null,
    "metadata": {},
    "name": "useDeletePromoCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useDeletePromoCodeMutation(\n  $input: DeletePromoCodeInput!\n) {\n  deletePromoCode(input: $input) {\n    __typename\n    ... on DeletePromoCodeSuccess {\n      deletedPromoCodeId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8e130b7f1f7aea186b15138851c943c";

export default node;
