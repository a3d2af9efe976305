/**
 * @generated SignedSource<<b31c22c642e566e04855cc2ca411eee7>>
 * @relayHash 6c7d5c2b33e19751c56d1f16a3487b07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09a6fdbdb090252e02b1bd23b11ccf001434418063ace195c9637ee5b8a6d530

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
    "id": "09a6fdbdb090252e02b1bd23b11ccf001434418063ace195c9637ee5b8a6d530",
    "metadata": {},
    "name": "PromoCodesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cd993327fd705e2b936680226b0aa91a";

export default node;
