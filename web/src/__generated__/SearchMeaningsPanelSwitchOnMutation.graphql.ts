/**
 * @generated SignedSource<<687e1e32a7ce7b0f58ee98fffb2378c4>>
 * @relayHash 4b237ba46b17c18a9645e29644c71651
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9867dbf4516fe6eeaea681b7d63694e4ae63f701021eaa39f44fced94a89029c

import { ConcreteRequest } from 'relay-runtime';
export type SwitchOnSearchMeaningInput = {
  term: string;
  word: string;
};
export type SearchMeaningsPanelSwitchOnMutation$variables = {
  input: SwitchOnSearchMeaningInput;
};
export type SearchMeaningsPanelSwitchOnMutation$data = {
  readonly switchOnSearchMeaning: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type SearchMeaningsPanelSwitchOnMutation = {
  response: SearchMeaningsPanelSwitchOnMutation$data;
  variables: SearchMeaningsPanelSwitchOnMutation$variables;
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
    "name": "switchOnSearchMeaning",
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
    "name": "SearchMeaningsPanelSwitchOnMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchMeaningsPanelSwitchOnMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9867dbf4516fe6eeaea681b7d63694e4ae63f701021eaa39f44fced94a89029c",
    "metadata": {},
    "name": "SearchMeaningsPanelSwitchOnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2a22e539344b65ad0b765cd5935d011f";

export default node;
