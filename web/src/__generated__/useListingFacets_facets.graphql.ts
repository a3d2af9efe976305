/**
 * @generated SignedSource<<81004777e0dd76efef52b74043bbad3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useListingFacets_facets$data = {
  readonly amenities: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly areaRange: {
    readonly max: number;
    readonly min: number;
  } | null | undefined;
  readonly baths: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly beds: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly categories: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly cities: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly completionStatuses: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly neighbourhoods: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly priceRange: {
    readonly max: {
      readonly amount: any;
    };
    readonly min: {
      readonly amount: any;
    };
  } | null | undefined;
  readonly purposes: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly ratings: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly vendors: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly selected: boolean;
    readonly value: string;
  }>;
  readonly " $fragmentType": "useListingFacets_facets";
};
export type useListingFacets_facets$key = {
  readonly " $data"?: useListingFacets_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"useListingFacets_facets">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "selected",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": "SQFT",
      "kind": "LocalArgument",
      "name": "areaUnit"
    },
    {
      "defaultValue": "USD",
      "kind": "LocalArgument",
      "name": "currency"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "useListingFacets_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "vendors",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "purposes",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "completionStatuses",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "cities",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "neighbourhoods",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "beds",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "baths",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "amenities",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetOption",
      "kind": "LinkedField",
      "name": "ratings",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "currency",
          "variableName": "currency"
        }
      ],
      "concreteType": "PriceRange",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "min",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "max",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "unit",
          "variableName": "areaUnit"
        }
      ],
      "concreteType": "AreaRange",
      "kind": "LinkedField",
      "name": "areaRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductFacets",
  "abstractKey": null
};
})();

(node as any).hash = "02c7b98218918b41559f9217b450fcfc";

export default node;
