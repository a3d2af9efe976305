/**
 * @generated SignedSource<<afc91163024f57a927e77a8e34ce610e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SocialNetwork = "FACEBOOK" | "INSTAGRAM" | "LINKEDIN" | "TIKTOK" | "X" | "YOUTUBE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SiteSettings_settings$data = {
  readonly aboutText: string;
  readonly bank: {
    readonly accountName: string;
    readonly accountNumber: string;
    readonly bank: string;
    readonly iban: string;
    readonly note: string;
    readonly swift: string;
  };
  readonly businessName: string;
  readonly email: string;
  readonly founder: {
    readonly name: string;
    readonly text: string;
    readonly title: string;
  };
  readonly offices: ReadonlyArray<{
    readonly city: string;
    readonly country: string;
    readonly label: string;
    readonly lines: ReadonlyArray<string>;
  }>;
  readonly phone: string;
  readonly phoneHref: string;
  readonly privacyEmail: string;
  readonly socialLinks: ReadonlyArray<{
    readonly label: string;
    readonly network: SocialNetwork;
    readonly url: string;
  }>;
  readonly " $fragmentType": "SiteSettings_settings";
};
export type SiteSettings_settings$key = {
  readonly " $data"?: SiteSettings_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteSettings_settings">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteSettings_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessName",
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
      "name": "phoneHref",
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
      "concreteType": "OfficeAddress",
      "kind": "LinkedField",
      "name": "offices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lines",
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
          "name": "country",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialLink",
      "kind": "LinkedField",
      "name": "socialLinks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "network",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aboutText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Founder",
      "kind": "LinkedField",
      "name": "founder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privacyEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankTransferDetails",
      "kind": "LinkedField",
      "name": "bank",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iban",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "swift",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SiteSettings",
  "abstractKey": null
};
})();

(node as any).hash = "1c498f93f789cabf9542543d2154817c";

export default node;
