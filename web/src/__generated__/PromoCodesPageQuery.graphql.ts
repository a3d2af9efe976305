/**
 * @generated SignedSource<<362c5359c252bdca7b4256ff4b64f7dc>>
 * @relayHash 8a58c0f4ec24c72422b7772c71b1530f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be8284658331f432418375bb845cc4305f7496dc437f6e5e0d719fb1521d4fab

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PromoCodesPageQuery$variables = Record<PropertyKey, never>;
export type PromoCodesPageQuery$data = {
  readonly promoCodes: ReadonlyArray<{
    readonly code: string;
    readonly endDate: any;
    readonly id: string;
    readonly isActive: boolean;
    readonly startDate: any;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discountPercentage",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "be8284658331f432418375bb845cc4305f7496dc437f6e5e0d719fb1521d4fab",
    "metadata": {},
    "name": "PromoCodesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3746a1cecf5656e70fbef232324ea245";

export default node;
