/**
 * @generated SignedSource<<e6c209f88ef50f39a99241502b54fa20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PromoCodesPageQuery$variables = Record<PropertyKey, never>;
export type PromoCodesPageQuery$data = {
  readonly promoCodes: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PromoCodeTable_promoCode">;
  }>;
};
export type PromoCodesPageQuery = {
  response: PromoCodesPageQuery$data;
  variables: PromoCodesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PromoCodesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PromoCode",
        "kind": "LinkedField",
        "name": "promoCodes",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PromoCodeTable_promoCode"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PromoCodesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PromoCode",
        "kind": "LinkedField",
        "name": "promoCodes",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "discountPercentage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isActive",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6c7d5c2b33e19751c56d1f16a3487b07",
    "id": null,
    "metadata": {},
    "name": "PromoCodesPageQuery",
    "operationKind": "query",
    "text": "query PromoCodesPageQuery {\n  promoCodes {\n    id\n    ...PromoCodeTable_promoCode\n  }\n}\n\nfragment PromoCodeTable_promoCode on PromoCode {\n  id\n  code\n  discountPercentage\n  startDate\n  endDate\n  isActive\n}\n"
  }
};
})();

(node as any).hash = "cd993327fd705e2b936680226b0aa91a";

export default node;
