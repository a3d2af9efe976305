/**
 * @generated SignedSource<<6025c754738a3e1ec4235194b62b421a>>
 * @relayHash b4f41a770fccb3e69b6c4a7aac609b27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0dd229b4a19d6bcf1e625c3f4c2bd6be22a8f5cb79184fec9ca98c0b6d4f77a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  events: ReadonlyArray<string>;
  url: string;
};
export type useCreateWebhookEndpointMutation$variables = {
  input: CreateWebhookEndpointInput;
};
export type useCreateWebhookEndpointMutation$data = {
  readonly createWebhookEndpoint: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointTable_endpoint">;
    };
    readonly message?: string;
    readonly secret?: string;
  };
};
export type useCreateWebhookEndpointMutation = {
  response: useCreateWebhookEndpointMutation$data;
  variables: useCreateWebhookEndpointMutation$variables;
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
  "name": "secret",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
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
    "name": "useCreateWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createWebhookEndpoint",
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
                "concreteType": "WebhookEndpoint",
                "kind": "LinkedField",
                "name": "endpoint",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WebhookEndpointTable_endpoint"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "WebhookEndpointSecret",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useCreateWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createWebhookEndpoint",
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
                "concreteType": "WebhookEndpoint",
                "kind": "LinkedField",
                "name": "endpoint",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "events",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "disabledReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "storeId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "WebhookEndpointSecret",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b0dd229b4a19d6bcf1e625c3f4c2bd6be22a8f5cb79184fec9ca98c0b6d4f77a",
    "metadata": {},
    "name": "useCreateWebhookEndpointMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "794dc84f89b5014c8b623297ada3c361";

export default node;
