/**
 * @generated SignedSource<<269a64bf613205106e80238f3140fdf1>>
 * @relayHash 4f293ed2114dce8408641d6458a0f594
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57f1cc8be949083b871a533f79fb17e8a7992df5a58a93db19a500f7f2e36c68

import { ConcreteRequest } from 'relay-runtime';
export type ViewingHoursPageQuery$variables = Record<PropertyKey, never>;
export type ViewingHoursPageQuery$data = {
  readonly myViewingSchedule: {
    readonly blockedDays: ReadonlyArray<any>;
    readonly hours: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
      readonly weekday: number;
    }>;
    readonly slotMinutes: number;
    readonly timeZone: string;
  } | null | undefined;
};
export type ViewingHoursPageQuery = {
  response: ViewingHoursPageQuery$data;
  variables: ViewingHoursPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ViewingSchedule",
    "kind": "LinkedField",
    "name": "myViewingSchedule",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timeZone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slotMinutes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ViewingHoursRange",
        "kind": "LinkedField",
        "name": "hours",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weekday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "start",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "end",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "blockedDays",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewingHoursPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewingHoursPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "57f1cc8be949083b871a533f79fb17e8a7992df5a58a93db19a500f7f2e36c68",
    "metadata": {},
    "name": "ViewingHoursPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0c855ae558943599afd21ed9c428b86b";

export default node;
