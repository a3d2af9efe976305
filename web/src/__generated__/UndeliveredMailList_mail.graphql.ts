/**
 * @generated SignedSource<<4bcce82901ea63d6153a5cd763b32546>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UndeliveredMailList_mail$data = {
  readonly attempts: number;
  readonly error: string | null | undefined;
  readonly failedAt: any;
  readonly id: string;
  readonly subject: string;
  readonly to: string;
  readonly " $fragmentType": "UndeliveredMailList_mail";
};
export type UndeliveredMailList_mail$key = {
  readonly " $data"?: UndeliveredMailList_mail$data;
  readonly " $fragmentSpreads": FragmentRefs<"UndeliveredMailList_mail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UndeliveredMailList_mail",
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
  "type": "UndeliveredMail",
  "abstractKey": null
};

(node as any).hash = "9a86265865eafd85ca7e76f1023ccd2f";

export default node;
