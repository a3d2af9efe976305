/**
 * @generated SignedSource<<fa3ee204248a0ca0301e498032f87950>>
 * @relayHash 2d15f2cc2fcb96ce1ecacb41dd296cff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11adab78dcfaec1dc36c946eb72b3b46b6012dc8b3e148dcfe7fc86e29e4f48d

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
export type ViewingHoursFormMutation$variables = {
  input: SetViewingScheduleInput;
};
export type ViewingHoursFormMutation$data = {
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
export type ViewingHoursFormMutation = {
  response: ViewingHoursFormMutation$data;
  variables: ViewingHoursFormMutation$variables;
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
    "name": "ViewingHoursFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewingHoursFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "11adab78dcfaec1dc36c946eb72b3b46b6012dc8b3e148dcfe7fc86e29e4f48d",
    "metadata": {},
    "name": "ViewingHoursFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "16681a7be001e3238cfaff622968cf86";

export default node;
