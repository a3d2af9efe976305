/**
 * @generated SignedSource<<2ea6e604139b72e10d10e6c6890f45bf>>
 * @relayHash 44e45b799eb270eee1ddf59dabe3198c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0cc21cc50691676b1b0fb716e2690f37c7e61f54560d41da169ef296210c86b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UndeliveredMailPageQuery$variables = Record<PropertyKey, never>;
export type UndeliveredMailPageQuery$data = {
  readonly undeliveredMails: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"UndeliveredMailList_mail">;
  }>;
};
export type UndeliveredMailPageQuery = {
  response: UndeliveredMailPageQuery$data;
  variables: UndeliveredMailPageQuery$variables;
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
    "name": "UndeliveredMailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UndeliveredMail",
        "kind": "LinkedField",
        "name": "undeliveredMails",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UndeliveredMailList_mail"
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
    "name": "UndeliveredMailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UndeliveredMail",
        "kind": "LinkedField",
        "name": "undeliveredMails",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attempts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "error",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d0cc21cc50691676b1b0fb716e2690f37c7e61f54560d41da169ef296210c86b",
    "metadata": {},
    "name": "UndeliveredMailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab2bc0f3536dfe0d9d749795d415d1d0";

export default node;
