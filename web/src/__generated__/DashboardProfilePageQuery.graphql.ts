/**
 * @generated SignedSource<<27194233c8ab166e12c86d08b7673393>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BrandType = "ELECTRONICS" | "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
export type DashboardProfilePageQuery$variables = Record<PropertyKey, never>;
export type DashboardProfilePageQuery$data = {
  readonly viewer: {
    readonly address1: string;
    readonly address2: string;
    readonly brandType: BrandType;
    readonly city: string;
    readonly country: string;
    readonly description: string;
    readonly email: string;
    readonly firstName: string;
    readonly id: string;
    readonly image: {
      readonly url: string;
    } | null | undefined;
    readonly lastName: string;
    readonly path: string;
    readonly phone: string;
    readonly postcode: string;
    readonly stateCounty: string;
    readonly storeName: string;
  } | null | undefined;
};
export type DashboardProfilePageQuery = {
  response: DashboardProfilePageQuery$data;
  variables: DashboardProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Vendor",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "brandType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storeName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address1",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address2",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateCounty",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "postcode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
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
            "alias": null,
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardProfilePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardProfilePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "747f828124115fd663b11d6e79e96d5b",
    "id": null,
    "metadata": {},
    "name": "DashboardProfilePageQuery",
    "operationKind": "query",
    "text": "query DashboardProfilePageQuery {\n  viewer {\n    id\n    firstName\n    lastName\n    email\n    phone\n    brandType\n    storeName\n    address1\n    address2\n    city\n    stateCounty\n    country\n    postcode\n    description\n    path\n    image {\n      url(variant: CARD)\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ced509594917465e02a8612a6860cbee";

export default node;
