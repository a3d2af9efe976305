import { PageMeta } from '../../../components/PageMeta.tsx';
import { Link, useLoaderData } from 'react-router-dom';
import { Reveal } from '../About/Reveal';
import { useSiteSettings } from '../../../components/SiteSettings.tsx';
import { BRAND_NAME } from '../../../lib/brand.ts';
import { ContentBlocks, RichText, type RichTextParts } from '../../../components/content/RichText.tsx';
import type { ContentBlock } from '../../../components/content/content.ts';
import { PageMessagesProvider, useLocale, useT } from '../../../components/context/locale.tsx';
import { dateFormat } from '../../../lib/i18n/dates.ts';
import type { CompiledCatalogue } from '../../../lib/i18n/format.ts';
import { messages as privacyMessages } from '../../../lib/i18n/compiled/en/privacy.ts';
import { OFFICE_LINE, PRIVACY_PAGE, PRIVACY_SECTIONS, type PolicyBlock, type PrivacyId } from './privacy-content.ts';
import styles from './PrivacyPage.module.css';

/** Sections animate in when they reach 75% of the viewport height (docs/spec/storefront.md §9). */
const REVEAL = { rootMargin: '0px 0px -25% 0px' } as const;

/**
 * Every placeholder of the policy's texts, kept as its mark: RichText then fills each with the
 * page's node (a link, a <time>, the business's name), which a message's plain values cannot be.
 */
const AS_MARKS = Object.fromEntries(['businessName', 'date', 'year', 'email', 'phone'].map((name) => [name, `{${name}}`]));

/** A text of the policy in the page's language, its marks left for RichText. */
function usePolicyText(): (id: PrivacyId) => string {
  const t = useT(privacyMessages);
  return (id) => t(id, AS_MARKS);
}

/** The business's name as the admin's site settings give it. */
function BusinessName() {
  return <>{useSiteSettings()?.businessName || BRAND_NAME}</>;
}

/** What the policy's texts may name: the business, the contact page as a link, and (Arabic and Urdu) the English policy. */
const POLICY_PARTS: RichTextParts = {
  values: { businessName: <BusinessName /> },
  tags: {
    contactLink: (chunk) => <Link to="/contact">{chunk}</Link>,
    // A document load of the English page: the router's links keep the page's language.
    englishLink: (chunk) => (
      <a href="/privacypolicy" hrefLang="en">
        {chunk}
      </a>
    ),
  },
};

/** Where privacy questions go: the privacy address (else the contact one), phone and offices of the site settings. */
function PrivacyContact() {
  const settings = useSiteSettings();
  const text = usePolicyText();
  if (!settings) return null;
  const email = settings.privacyEmail || settings.email;
  const lines = PRIVACY_PAGE.contact;
  return (
    <ul className={styles.contactList}>
      {email ? (
        <li>
          <RichText text={text(lines.email)} values={{ email }} tags={{ mailLink: (chunk) => <a href={`mailto:${email}`}>{chunk}</a> }} />
        </li>
      ) : null}
      {settings.phone ? (
        <li>
          <RichText text={text(lines.phone)} values={{ phone: settings.phone }} tags={{ phoneLink: (chunk) => <a href={settings.phoneHref}>{chunk}</a> }} />
        </li>
      ) : null}
      {settings.offices.map((office) => (
        <li key={office.label}>
          <RichText text={OFFICE_LINE} values={{ label: office.label, address: [...office.lines, office.city, office.country].join(', ') }} />
        </li>
      ))}
    </ul>
  );
}

/** "November 28, 2026" in English as before; the month's name in Arabic or Urdu, Latin digits (lib/i18n/dates.ts). */
function useLastUpdated(date: Date): string {
  return dateFormat(useLocale(), 'en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function PrivacyHero({ today }: { today: Date }) {
  const text = usePolicyText();
  const translated = useLocale() !== 'en';
  const date = <time dateTime={isoDate(today)}>{useLastUpdated(today)}</time>;
  return (
    <header className={styles.hero}>
      <div className={styles.container}>
        <p className={styles.eyebrow}>{text(PRIVACY_PAGE.eyebrow)}</p>
        <h1 className={styles.title}>{text(PRIVACY_PAGE.title)}</h1>
        <p className={styles.updated}>
          <RichText text={text(PRIVACY_PAGE.lastUpdated)} values={{ date }} />
        </p>
        <p className={styles.lead}>{text(PRIVACY_PAGE.lead)}</p>
        {translated ? (
          <p className={styles.notice}>
            <RichText text={text(PRIVACY_PAGE.translationNotice)} {...POLICY_PARTS} />
          </p>
        ) : null}
      </div>
    </header>
  );
}

function TableOfContents() {
  const text = usePolicyText();
  return (
    <nav className={styles.toc} aria-labelledby="privacy-toc-title">
      <h2 id="privacy-toc-title" className={styles.tocTitle}>
        {text(PRIVACY_PAGE.tocTitle)}
      </h2>
      <ol className={styles.tocList}>
        {PRIVACY_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{text(section.title)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A section's blocks with their words in the page's language. */
function blocksIn(text: (id: PrivacyId) => string, blocks: readonly PolicyBlock[]): ContentBlock[] {
  return blocks.map((block) => ('paragraph' in block ? { paragraph: text(block.paragraph) } : 'list' in block ? { list: block.list.map(text) } : block));
}

function PolicySections() {
  const text = usePolicyText();
  return PRIVACY_SECTIONS.map((section, index) => (
    <Reveal key={section.id} {...REVEAL} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionNumber} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
          {text(section.title)}
        </h2>
      </div>
      <div className={styles.prose}>
        <ContentBlocks blocks={blocksIn(text, section.blocks)} slots={{ contactDetails: <PrivacyContact /> }} {...POLICY_PARTS} />
      </div>
    </Reveal>
  ));
}

function PrivacyPolicy() {
  const text = usePolicyText();
  const today = new Date();
  return (
    <div className={styles.page}>
      <PageMeta title={text(PRIVACY_PAGE.meta.title)} description={text(PRIVACY_PAGE.meta.description)} path="/privacypolicy" />
      <PrivacyHero today={today} />
      <div className={`${styles.container} ${styles.layout}`}>
        <TableOfContents />
        <div className={styles.sections}>
          <PolicySections />
          <p className={styles.copyright}>
            <RichText text={text(PRIVACY_PAGE.copyright)} values={{ year: today.getFullYear(), businessName: <BusinessName /> }} />
          </p>
        </div>
      </div>
    </div>
  );
}

/** The policy, in Arabic and Urdu with the messages its route's loader fetched (lib/i18n/page-messages.ts). */
export default function PrivacyPage() {
  return (
    <PageMessagesProvider messages={useLoaderData() as CompiledCatalogue | null}>
      <PrivacyPolicy />
    </PageMessagesProvider>
  );
}
