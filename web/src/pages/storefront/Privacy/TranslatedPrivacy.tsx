import { use, useMemo, type ComponentType } from 'react';
import type { Locale } from '@rules/locales.ts';
import { RichText } from '../../../components/content/RichText.tsx';
import { dateFormat } from '../../../lib/i18n/dates.ts';
import { formatMessage } from '../../../lib/i18n/format.ts';
import { pageMessages } from '../../../lib/i18n/page-messages.ts';
import { policyIn, TRANSLATION_NOTICE_ID, type EnglishPolicy } from '../../../lib/i18n/catalogues/en/privacy-ids.ts';
import type { PolicyProps } from './Policy.tsx';
import styles from './TranslatedPrivacy.module.css';

/**
 * Every placeholder of the policy's texts, kept as its mark: RichText then fills each with the
 * page's node (a link, a <time>, the business's name), which a message's plain values cannot be.
 */
const AS_MARKS = Object.fromEntries(['businessName', 'date', 'year', 'email', 'phone'].map((name) => [name, `{${name}}`]));

const LAST_UPDATED = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/**
 * The Privacy Policy in Arabic or Urdu (issue 35): the English layout with the language's messages,
 * a chunk only this page fetches (lib/i18n/page-messages.ts); it suspends until they have arrived
 * (the server renders with them; the browser keeps the server's HTML, or the previous page on a
 * navigation). Under the lead, the notice that the English text prevails, linking to it.
 */
export default function TranslatedPrivacy({ locale, english, Policy }: { locale: Exclude<Locale, 'en'>; english: EnglishPolicy; Policy: ComponentType<PolicyProps> }) {
  const messages = use(pageMessages(locale, 'privacy'));
  const { page, sections, notice } = useMemo(() => {
    const text = (id: string, englishText: string) => formatMessage(locale, messages[id] ?? englishText, AS_MARKS);
    return { ...policyIn(english, text), notice: text(TRANSLATION_NOTICE_ID, '') };
  }, [locale, messages, english]);
  return (
    <Policy
      page={page}
      sections={sections}
      formatDate={(date) => dateFormat(locale, 'en-US', LAST_UPDATED).format(date)}
      notice={
        <p className={styles.notice}>
          {/* A document load of the English page: the router's links keep the page's language. */}
          <RichText text={notice} tags={{ englishLink: (chunk) => <a href="/privacypolicy" hrefLang="en">{chunk}</a> }} />
        </p>
      }
    />
  );
}
