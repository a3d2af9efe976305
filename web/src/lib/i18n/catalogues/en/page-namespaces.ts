// The namespaces of one page each whose text is long (the Privacy Policy's legal text). The
// storefront's other namespaces are in Arabic and Urdu one chunk per language, loaded on every
// /ar or /ur page; each of these is compiled to a chunk per language of its own
// (compiled/<namespace>-ar.ts, -ur.ts) that only its route's loader fetches
// (lib/i18n/page-messages.ts), so no other page carries its text
// (docs/decisions/i18n-legal-pages-own-chunks.md). English, as everywhere, comes with the page's
// code (compiled/en/<namespace>.ts). Add one: a line here and in ../ar/page-namespaces.ts and
// ../ur/page-namespaces.ts, and its chunks in lib/i18n/page-messages.ts.
import { privacy } from './privacy.ts';

/** Every page namespace, by the name of its compiled module. */
export const PAGE_NAMESPACES = { privacy };

export const pageNamespacesEn = { ...privacy };

/** The id of a page namespace's message. */
export type PageMessageId = keyof typeof pageNamespacesEn;
