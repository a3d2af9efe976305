/**
 * @generated SignedSource<<1ed0879f09704946c1951a1ce4ebd0df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RatingWidget_product$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly rating: {
    readonly average: number | null | undefined;
    readonly count: number;
    readonly perStar: ReadonlyArray<{
      readonly count: number;
      readonly stars: number;
    }>;
  };
  readonly " $fragmentType": "RatingWidget_product";
};
export type RatingWidget_product$key = {
  readonly " $data"?: RatingWidget_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"RatingWidget_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RatingWidget_product",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RatingSummary",
      "kind": "LinkedField",
      "name": "rating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "RatingStarCount",
          "kind": "LinkedField",
          "name": "perStar",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "stars",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "8610948a012945d8caf171eda139b23b";

export default node;
