/**
 * @generated SignedSource<<609617d150d5ca3b9284219c8dff005e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeadStatus = "CLOSED" | "CONTACTED" | "NEW" | "VIEWING_BOOKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeadDetail_lead$data = {
  readonly createdAt: any;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly message: string;
  readonly name: string;
  readonly notes: ReadonlyArray<{
    readonly createdAt: any;
    readonly text: string;
  }>;
  readonly phone: string | null | undefined;
  readonly preferredTime: string;
  readonly productName: string;
  readonly productPath: string | null | undefined;
  readonly replies: ReadonlyArray<{
    readonly createdAt: any;
    readonly text: string;
  }>;
  readonly status: LeadStatus;
  readonly storeName: string;
  readonly " $fragmentType": "LeadDetail_lead";
};
export type LeadDetail_lead$key = {
  readonly " $data"?: LeadDetail_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadDetail_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadDetail_lead",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredTime",
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
      "name": "productName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storeName",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadEntry",
      "kind": "LinkedField",
      "name": "notes",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadEntry",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "8d84963b90655ad6cbef5b8c7913c422";

export default node;
