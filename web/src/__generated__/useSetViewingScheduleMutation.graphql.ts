/**
 * @generated SignedSource<<6d2379fad9109080d1027e4d8d697681>>
 * @relayHash 755b10f3b04518cb3a3dfec2f347c7ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ee92a275c7375b346153e6a8502f955964d03284c830027f704bd91b4bd1769

import { ConcreteRequest } from 'relay-runtime';
export type SetViewingScheduleInput = {
  blockedDays: ReadonlyArray<any>;
  hours: ReadonlyArray<ViewingHoursRangeInput>;
  slotMinutes: number;
  timeZone: string;
};
export type ViewingHoursRangeInput = {
  end: string;
  start: string;
  weekday: number;
};
export type useSetViewingScheduleMutation$variables = {
  input: SetViewingScheduleInput;
};
export type useSetViewingScheduleMutation$data = {
  readonly setViewingSchedule: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly schedule?: {
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
};
export type useSetViewingScheduleMutation = {
  response: useSetViewingScheduleMutation$data;
  variables: useSetViewingScheduleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setViewingSchedule",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewingSchedule",
            "kind": "LinkedField",
            "name": "schedule",
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
        ],
        "type": "SetViewingScheduleSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetViewingScheduleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetViewingScheduleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9ee92a275c7375b346153e6a8502f955964d03284c830027f704bd91b4bd1769",
    "metadata": {},
    "name": "useSetViewingScheduleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "83858bb22c19dc5f3ef771565e1dfec1";

export default node;
