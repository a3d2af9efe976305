/**
 * @generated SignedSource<<a3e2cf700c23f81f892ce356c8b5f785>>
 * @relayHash fe3a530da25bc58152dd06a73219e799
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 369439827d45d6058c34aa52e6122575d710c79fd1cdb48e606738de7637b596

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
export type DeliveryLogQuery$variables = {
  eventType?: string | null | undefined;
  id: string;
  status?: WebhookDeliveryStatus | null | undefined;
};
export type DeliveryLogQuery$data = {
  readonly webhookEndpoint: {
    readonly deliveries: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly attempts: ReadonlyArray<{
            readonly at: any;
            readonly attempt: number;
            readonly durationMs: number;
            readonly error: string | null | undefined;
            readonly manual: boolean;
            readonly statusCode: number | null | undefined;
          }>;
          readonly createdAt: any;
          readonly eventType: string;
          readonly id: string;
          readonly messageId: string;
          readonly nextAttemptAt: any | null | undefined;
          readonly status: WebhookDeliveryStatus;
        };
      }>;
    };
  };
};
export type DeliveryLogQuery = {
  response: DeliveryLogQuery$data;
  variables: DeliveryLogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventType"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "eventType",
      "variableName": "eventType"
    },
    {
      "kind": "Literal",
      "name": "first",
      "value": 20
    },
    {
      "kind": "Variable",
      "name": "status",
      "variableName": "status"
    }
  ],
  "concreteType": "WebhookEndpointDeliveriesConnection",
  "kind": "LinkedField",
  "name": "deliveries",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpointDeliveriesConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDelivery",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "messageId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "eventType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nextAttemptAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookAttempt",
              "kind": "LinkedField",
              "name": "attempts",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "attempt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "at",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "statusCode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "durationMs",
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
                  "name": "manual",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliveryLogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoint",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeliveryLogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoint",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "369439827d45d6058c34aa52e6122575d710c79fd1cdb48e606738de7637b596",
    "metadata": {},
    "name": "DeliveryLogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "34d403df4d9ed0009121f5a012cde60e";

export default node;
