/**
 * @generated SignedSource<<b9644e419830bdd08bb32e689f56352b>>
 * @relayHash 65eccaee8afd2329a507ac478f0cc460
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e70a86bbad279cc7a36ceebda66f798cb550669433bff655f9538f0aee813bba

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
export type MoveViewingMutation$variables = {
  input: RescheduleTrackedViewingInput;
};
export type MoveViewingMutation$data = {
  readonly rescheduleTrackedViewing: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly message?: string;
  };
};
export type MoveViewingMutation = {
  response: MoveViewingMutation$data;
  variables: MoveViewingMutation$variables;
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
    "name": "MoveViewingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MoveViewingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e70a86bbad279cc7a36ceebda66f798cb550669433bff655f9538f0aee813bba",
    "metadata": {},
    "name": "MoveViewingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2d4b84f8cf1ade48011afa5bde9b387";

export default node;
