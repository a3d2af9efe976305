/**
 * @generated SignedSource<<f3ae0cb59755df499190f06f76b0bd22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointTable_endpoint$data = {
  readonly description: string;
  readonly disabledReason: string | null | undefined;
  readonly enabled: boolean;
  readonly events: ReadonlyArray<string>;
  readonly id: string;
  readonly storeId: string | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpointTable_endpoint";
};
export type WebhookEndpointTable_endpoint$key = {
  readonly " $data"?: WebhookEndpointTable_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointTable_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpointTable_endpoint",
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
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "e2f0ca4b513a221b6e6304d7c0a7c5e8";

export default node;
