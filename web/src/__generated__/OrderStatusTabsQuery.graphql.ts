/**
 * @generated SignedSource<<e731937a75407a994dca659481ee3df3>>
 * @relayHash 8bc06c77b20ea52b6c2a9976379e1471
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1519868c7d8b3a7904b372b5071b4a1d5dc668736df575e4b1ba2eeaa7588fbf

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type OrderPartStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "DELIVERED" | "PLACED" | "REQUESTED" | "RESCHEDULED" | "SHIPPED" | "%future added value";
export type OrderStatusTabsQuery$variables = {
  brandType?: BrandType | null | undefined;
  from?: any | null | undefined;
  search?: string | null | undefined;
  to?: any | null | undefined;
};
export type OrderStatusTabsQuery$data = {
  readonly myOrderStatusCounts: ReadonlyArray<{
    readonly count: number;
    readonly status: OrderPartStatus;
    readonly statusLabel: string;
  }>;
};
export type OrderStatusTabsQuery = {
  response: OrderStatusTabsQuery$data;
  variables: OrderStatusTabsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "brandType"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "brandType",
        "variableName": "brandType"
      },
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "OrderStatusCount",
    "kind": "LinkedField",
    "name": "myOrderStatusCounts",
    "plural": true,
    "selections": [
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
        "name": "statusLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderStatusTabsQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderStatusTabsQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "1519868c7d8b3a7904b372b5071b4a1d5dc668736df575e4b1ba2eeaa7588fbf",
    "metadata": {},
    "name": "OrderStatusTabsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "20bd60b5c78402ba3b8e810c682d3791";

export default node;
