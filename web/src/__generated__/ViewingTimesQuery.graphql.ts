/**
 * @generated SignedSource<<b30bcf88e0ccd7437bc1e9893112f0cc>>
 * @relayHash 97e7681a091aa1c5aba56e5fcf229c23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37a94171bf0c7447e1dd1aac1a018c2525cff72d63feeb5a3cfd25fc080a7319

import { ConcreteRequest } from 'relay-runtime';
export type ViewingTimesQuery$variables = {
  date: any;
  product: string;
};
export type ViewingTimesQuery$data = {
  readonly viewingSlots: {
    readonly slots: ReadonlyArray<{
      readonly startsAt: any;
      readonly time: string;
    }>;
    readonly timeZone: string | null | undefined;
    readonly timed: boolean;
  };
};
export type ViewingTimesQuery = {
  response: ViewingTimesQuery$data;
  variables: ViewingTimesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "product"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "product",
        "variableName": "product"
      }
    ],
    "concreteType": "ViewingDay",
    "kind": "LinkedField",
    "name": "viewingSlots",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timed",
        "storageKey": null
      },
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
        "concreteType": "ViewingSlot",
        "kind": "LinkedField",
        "name": "slots",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "time",
            "storageKey": null
          }
        ],
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewingTimesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ViewingTimesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "37a94171bf0c7447e1dd1aac1a018c2525cff72d63feeb5a3cfd25fc080a7319",
    "metadata": {},
    "name": "ViewingTimesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "337d638176ad92a9a5647650824f2ced";

export default node;
