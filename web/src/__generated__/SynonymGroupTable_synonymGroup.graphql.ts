/**
 * @generated SignedSource<<70f7f0bc81215a9bd1991169cb33c3a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynonymGroupTable_synonymGroup$data = {
  readonly id: string;
  readonly terms: ReadonlyArray<string>;
  readonly " $fragmentType": "SynonymGroupTable_synonymGroup";
};
export type SynonymGroupTable_synonymGroup$key = {
  readonly " $data"?: SynonymGroupTable_synonymGroup$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynonymGroupTable_synonymGroup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynonymGroupTable_synonymGroup",
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
      "name": "terms",
      "storageKey": null
    }
  ],
  "type": "SynonymGroup",
  "abstractKey": null
};

(node as any).hash = "90ba49337af2e95b3489715ffa2ec979";

export default node;
