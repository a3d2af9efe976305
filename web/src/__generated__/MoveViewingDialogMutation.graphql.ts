/**
 * @generated SignedSource<<3e75cf199339ef62985358b3366ab963>>
 * @relayHash 0ad3636ca2d75db090e00bebe82fee9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a172cff53837120ec7a26cb2b559055329fd910c31973f1ce7e06736e31f46f

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCESS_REVOKED" | "API_KEY_SCOPE_MISSING" | "BAD_REQUEST" | "BAD_USER_INPUT" | "CANNOT_SEND_PQ_ID_AND_BODY" | "CONFLICT" | "DATABASE_UNAVAILABLE" | "FORBIDDEN" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_IN_USE" | "IDEMPOTENCY_KEY_REUSED" | "INTERNAL_SERVER_ERROR" | "INVALID_CREDENTIALS" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "OPERATION_RESOLUTION_FAILURE" | "OUT_OF_STOCK" | "PAYLOAD_TOO_LARGE" | "PERSISTED_DOCUMENTS_ONLY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "QUERY_TOO_COMPLEX" | "QUERY_TOO_DEEP" | "RATE_LIMITED" | "SERVER_BUSY" | "SERVICE_UNAVAILABLE" | "TOO_MANY_ALIASES" | "TOO_MANY_DIRECTIVES" | "TOO_MANY_TOKENS" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_MEDIA_TYPE" | "%future added value";
export type RescheduleTrackedViewingInput = {
  email?: string | null | undefined;
  orderId: string;
  part: string;
  token?: string | null | undefined;
  viewingAt?: any | null | undefined;
  viewingDate?: any | null | undefined;
};
export type MoveViewingDialogMutation$variables = {
  input: RescheduleTrackedViewingInput;
};
export type MoveViewingDialogMutation$data = {
  readonly rescheduleTrackedViewing: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly message?: string;
  };
};
export type MoveViewingDialogMutation = {
  response: MoveViewingDialogMutation$data;
  variables: MoveViewingDialogMutation$variables;
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
    "name": "rescheduleTrackedViewing",
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
            "name": "code",
            "storageKey": null
          },
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
    "name": "MoveViewingDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MoveViewingDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3a172cff53837120ec7a26cb2b559055329fd910c31973f1ce7e06736e31f46f",
    "metadata": {},
    "name": "MoveViewingDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "64dbca0def4defb116e068fc12ef9b91";

export default node;
