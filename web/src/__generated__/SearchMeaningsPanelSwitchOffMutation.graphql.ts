/**
 * @generated SignedSource<<8f24bd753728f748e74e72669cb9ed32>>
 * @relayHash 605db1e16ded749d4c56b0de5f947158
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 494d6004e068930f5ca7655baef3918dc013ddaa1e55ebb3aebe78f13e246b29

import { ConcreteRequest } from 'relay-runtime';
export type SwitchOffSearchMeaningInput = {
  term: string;
  word: string;
};
export type SearchMeaningsPanelSwitchOffMutation$variables = {
  input: SwitchOffSearchMeaningInput;
};
export type SearchMeaningsPanelSwitchOffMutation$data = {
  readonly switchOffSearchMeaning: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type SearchMeaningsPanelSwitchOffMutation = {
  response: SearchMeaningsPanelSwitchOffMutation$data;
  variables: SearchMeaningsPanelSwitchOffMutation$variables;
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
    "name": "switchOffSearchMeaning",
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
    "name": "SearchMeaningsPanelSwitchOffMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchMeaningsPanelSwitchOffMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "494d6004e068930f5ca7655baef3918dc013ddaa1e55ebb3aebe78f13e246b29",
    "metadata": {},
    "name": "SearchMeaningsPanelSwitchOffMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e7fd46fb056d28c5db02660de867667e";

export default node;
