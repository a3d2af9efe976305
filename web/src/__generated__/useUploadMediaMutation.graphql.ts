/**
 * @generated SignedSource<<3fc8f17778f5d033efc0574a5214b186>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadMediaInput = {
  files: ReadonlyArray<any>;
};
export type useUploadMediaMutation$variables = {
  input: UploadMediaInput;
};
export type useUploadMediaMutation$data = {
  readonly uploadMedia: {
    readonly __typename: string;
    readonly assets?: ReadonlyArray<{
      readonly fileName: string;
      readonly id: string;
      readonly image: {
        readonly card: string;
        readonly thumb: string;
      };
      readonly originalName: string;
      readonly url: string;
    }>;
    readonly message?: string;
  };
};
export type useUploadMediaMutation = {
  response: useUploadMediaMutation$data;
  variables: useUploadMediaMutation$variables;
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
    "name": "uploadMedia",
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
            "concreteType": "MediaAsset",
            "kind": "LinkedField",
            "name": "assets",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "originalName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "alias": "thumb",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "variant",
                        "value": "THUMB"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"THUMB\")"
                  },
                  {
                    "alias": "card",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "variant",
                        "value": "CARD"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(variant:\"CARD\")"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UploadMediaSuccess",
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
    "name": "useUploadMediaMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadMediaMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4b945d6ee0d9aeb42ea3175a10547f01",
    "id": null,
    "metadata": {},
    "name": "useUploadMediaMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadMediaMutation(\n  $input: UploadMediaInput!\n) {\n  uploadMedia(input: $input) {\n    __typename\n    ... on UploadMediaSuccess {\n      assets {\n        id\n        fileName\n        url\n        originalName\n        image {\n          thumb: url(variant: THUMB)\n          card: url(variant: CARD)\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4529bafc0cd5af543c8c08b33a167ad4";

export default node;
