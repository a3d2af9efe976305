/**
 * @generated SignedSource<<0cee888b109446ad923bd601f4b4bb3a>>
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
    readonly " $fragmentSpreads": FragmentRefs<"PromoCodesPage_row">;
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
            "name": "PromoCodesPage_row"
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
    "cacheID": "a8e124a400d3f225fc00116e5e5f676c",
    "id": null,
    "metadata": {},
    "name": "PromoCodesPageQuery",
    "operationKind": "query",
    "text": "query PromoCodesPageQuery {\n  promoCodes {\n    id\n    ...PromoCodesPage_row\n  }\n}\n\nfragment PromoCodesPage_row on PromoCode {\n  id\n  code\n  discountPercentage\n  startDate\n  endDate\n  isActive\n}\n"
  }
};
})();

(node as any).hash = "c829acf129282325c6aa1c6058c5bb01";

export default node;
