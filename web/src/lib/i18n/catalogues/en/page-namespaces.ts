// The namespaces of one page each whose text is long (the Privacy Policy's legal text). The
// storefront's other namespaces are in Arabic and Urdu one chunk per language, loaded on every
// /ar or /ur page; each of these is compiled to a chunk per language of its own
// (compiled/<namespace>-ar.ts, -ur.ts) that only its page fetches
// (lib/i18n/page-messages.ts), so no other page carries its text
// (docs/decisions/i18n-legal-pages-own-chunks.md). English comes with the page's
// code: the page reads its English content module as it stands (./privacy.ts), so the English
// page carries its text as before and nothing more. Add one: a line here and in
// ../ar/page-namespaces.ts and ../ur/page-namespaces.ts, and its chunks in lib/i18n/page-messages.ts.
import { PRIVACY_PAGE, PRIVACY_SECTIONS } from './privacy.ts';
import { privacyMessages } from './privacy-ids.ts';

const privacy = privacyMessages({ page: PRIVACY_PAGE, sections: PRIVACY_SECTIONS });

/** Every page namespace, by the name of its compiled module. */
export const PAGE_NAMESPACES = { privacy };

export const pageNamespacesEn = { ...privacy };
