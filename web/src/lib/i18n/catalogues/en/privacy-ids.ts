// The ids of the Privacy Policy's texts (the `privacy` page namespace, ./page-namespaces.ts): each
// text of ./privacy.ts is named by where it stands, `privacy.<section>Title` and
// `privacy.<section><n>` for a section's n-th paragraph or list item (`privacy.whoWeAre1`), and
// the page's own texts by name. The Arabic and Urdu catalogues translate these ids; the
// translated page (pages/storefront/Privacy/TranslatedPrivacy.tsx) walks the same layout with them.
import type { PolicyBlock, PolicySection, PRIVACY_PAGE } from './privacy.ts';

/** The policy's texts outside its sections, in a language. */
export interface PolicyPage {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lastUpdated: string;
  lead: string;
  tocTitle: string;
  copyright: string;
  contact: { email: string; phone: string; office: string };
}

/** A text in a language, given its id and its English. */
type Text = (id: string, english: string) => string;

const camelCase = (anchor: string) => anchor.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

function sectionIn(text: Text, section: PolicySection): PolicySection {
  const key = `privacy.${camelCase(section.id)}`;
  let n = 0;
  const block = (b: PolicyBlock): PolicyBlock => ('paragraph' in b ? { paragraph: text(`${key}${++n}`, b.paragraph) } : 'list' in b ? { list: b.list.map((item) => text(`${key}${++n}`, item)) } : b);
  return { id: section.id, title: text(`${key}Title`, section.title), blocks: section.blocks.map(block) };
}

/** The English policy (./privacy.ts), handed in: the translated page takes it from the English page's chunk, so it does not import it. */
export interface EnglishPolicy {
  page: typeof PRIVACY_PAGE;
  sections: readonly PolicySection[];
}

/** The policy with each text given by `text`: English's own words make the catalogue, a translation's the translated page. */
export function policyIn({ page: p, sections }: EnglishPolicy, text: Text): { page: PolicyPage; sections: PolicySection[] } {
  const page: PolicyPage = {
    meta: { title: text('privacy.metaTitle', p.meta.title), description: text('privacy.metaDescription', p.meta.description) },
    eyebrow: text('privacy.eyebrow', p.eyebrow),
    title: text('privacy.title', p.title),
    lastUpdated: text('privacy.lastUpdated', p.lastUpdated),
    lead: text('privacy.lead', p.lead),
    tocTitle: text('privacy.tocTitle', p.tocTitle),
    copyright: text('privacy.copyright', p.copyright),
    // An office's line is its label and address as the site settings write them: no words to translate.
    contact: { email: text('privacy.contactEmail', p.contact.email), phone: text('privacy.contactPhone', p.contact.phone), office: p.contact.office },
  };
  return { page, sections: sections.map((section) => sectionIn(text, section)) };
}

/** The id of the notice that the English text prevails (Arabic and Urdu pages only). */
export const TRANSLATION_NOTICE_ID = 'privacy.translationNotice';

/**
 * Shown on the Arabic and Urdu pages only, under the lead: the translation is a courtesy, the
 * English text binds. Here, not in ./privacy.ts, so that the English page's bundle does
 * not carry it.
 */
export const TRANSLATION_NOTICE = 'This policy is a translation of the English original. If the two differ, the <englishLink>English version</englishLink> prevails.';

/** The `privacy` namespace's English messages, by id, in the page's order. */
export function privacyMessages(english: EnglishPolicy): Record<string, string> {
  const messages: Record<string, string> = {};
  policyIn(english, (id, text) => (messages[id] = text));
  messages[TRANSLATION_NOTICE_ID] = TRANSLATION_NOTICE;
  return messages;
}
