// The English messages of the storefront (issue 35), in ICU MessageFormat: the source catalogue,
// one module per namespace (the shell, each page or area). A namespace's compiled English module
// (../../compiled/en/<namespace>.ts) is imported by the components that show it, so English pages
// carry only their own texts; Arabic (../ar.ts) and Urdu (../ur.ts) are one catalogue each,
// loaded on their pages only. `npm run i18n` compiles them; scripts/test/i18n-catalogues.test.ts
// fails on a missing id, a stale compiled file or a placeholder one language lacks.
// A count shown in a message is a plain placeholder (`{count}`), never `#`: `#` would be formatted
// with Intl, which the storefront keeps off its first load.
import { shell } from './shell.ts';
import { common } from './common.ts';
import { home } from './home.ts';
import { listing } from './listing.ts';
import { detail } from './detail.ts';
import { sections } from './sections.ts';
import { rules } from './rules.ts';
import { browse } from './browse.ts';
import { alerts } from './alerts.ts';
import { amenities } from './amenities.ts';
import { brands } from './brands.ts';
import { notFound } from './notFound.ts';
import { leads } from './leads.ts';
import { forms } from './forms.ts';
import { account } from './account.ts';
import { contact } from './contact.ts';
import { vendors } from './vendors.ts';
import { about } from './about.ts';
import { feed } from './feed.ts';
import { social } from './social.ts';
import { map } from './map.ts';
import { purchase } from './purchase.ts';
import { cart } from './cart.ts';
import { checkout } from './checkout.ts';
import { tracking } from './tracking.ts';
import { orderSteps } from './orderSteps.ts';
import { favourites } from './favourites.ts';
import { refusals } from './refusals.ts';
import { refusalTexts } from './refusalTexts.ts';
import { dialog } from './dialog.ts';
import { registration } from './registration.ts';
import { viewings } from './viewings.ts';
import { property } from './property.ts';
import { comments } from './comments.ts';

/** Every namespace, by the name of its compiled module. */
export const NAMESPACES = { shell, common, sections, home, listing, detail, rules, browse, alerts, amenities, brands, notFound, leads, forms, account, contact, vendors, about, feed, social, map, purchase, cart, checkout, tracking, orderSteps, favourites, refusals, refusalTexts, dialog, registration, viewings, property, comments };

export const en = { ...shell, ...common, ...sections, ...home, ...listing, ...detail, ...rules, ...browse, ...alerts, ...amenities, ...brands, ...notFound, ...leads, ...forms, ...account, ...contact, ...vendors, ...about, ...feed, ...social, ...map, ...purchase, ...cart, ...checkout, ...tracking, ...orderSteps, ...favourites, ...refusals, ...refusalTexts, ...dialog, ...registration, ...viewings, ...property, ...comments };

/** The id of a storefront message. */
export type MessageId = keyof typeof en;
