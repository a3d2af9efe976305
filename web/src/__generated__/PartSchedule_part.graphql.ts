/**
 * @generated SignedSource<<cb6fdb593610fcce6a8cae3a5008ad5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartSchedule_part$data = {
  readonly shipment: {
    readonly carrier: string | null | undefined;
    readonly trackingNumber: string | null | undefined;
    readonly trackingUrl: string | null | undefined;
  } | null | undefined;
  readonly viewingDate: any | null | undefined;
  readonly viewingTime: string | null | undefined;
  readonly viewingTimeZone: string | null | undefined;
  readonly " $fragmentType": "PartSchedule_part";
};
export type PartSchedule_part$key = {
  readonly " $data"?: PartSchedule_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartSchedule_part">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartSchedule_part",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewingDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewingTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewingTimeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Shipment",
      "kind": "LinkedField",
      "name": "shipment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "carrier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trackingNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trackingUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderPart",
  "abstractKey": null
};

(node as any).hash = "54481c9aab4654f9998906086d3edc67";

export default node;
