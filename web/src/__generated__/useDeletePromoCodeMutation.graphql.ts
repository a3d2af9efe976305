/**
 * @generated SignedSource<<a54ca728a234d515cfc5ae550acb9f32>>
 * @relayHash 281a8a3cbbfbd3f050cecd50b86cd460
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3e8c247bc5ff75036c08b12c677a8baf699cbdfe455c76c3ac83b6020e34b42

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
    "id": "c3e8c247bc5ff75036c08b12c677a8baf699cbdfe455c76c3ac83b6020e34b42",
    "metadata": {},
    "name": "useDeletePromoCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e8e130b7f1f7aea186b15138851c943c";

export default node;
