import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { Link } from 'react-router-dom';
import { Reveal } from '../About/Reveal';
import { useSiteSettings } from '../../../components/SiteSettings.tsx';
import { BRAND_NAME } from '../../../lib/brand.ts';
import { ContentBlocks, RichText, type RichTextParts } from '../../../components/content/RichText.tsx';
import type { PolicySection } from '../../../lib/i18n/catalogues/en/privacy.ts';
import type { PolicyPage } from '../../../lib/i18n/catalogues/en/privacy-ids.ts';
import styles from './PrivacyPage.module.css';

/** Sections animate in when they reach 75% of the viewport height (docs/spec/storefront.md §9). */
const REVEAL = { rootMargin: '0px 0px -25% 0px' } as const;

/** The business's name as the admin's site settings give it. */
function BusinessName() {
  return <>{useSiteSettings()?.businessName || BRAND_NAME}</>;
}

/** What the policy's texts may name: the business, and the contact page as a link. */
const POLICY_PARTS: RichTextParts = {
  values: { businessName: <BusinessName /> },
  tags: { contactLink: (chunk) => <Link to="/contact">{chunk}</Link> },
};

/** Where privacy questions go: the privacy address (else the contact one), phone and offices of the site settings. */
function PrivacyContact({ lines }: { lines: PolicyPage['contact'] }) {
  const settings = useSiteSettings();
  if (!settings) return null;
  const email = settings.privacyEmail || settings.email;
  return (
    <ul className={styles.contactList}>
      {email ? (
        <li>
          <RichText text={lines.email} values={{ email }} tags={{ mailLink: (chunk) => <a href={`mailto:${email}`}>{chunk}</a> }} />
        </li>
      ) : null}
      {settings.phone ? (
        <li>
          <RichText text={lines.phone} values={{ phone: settings.phone }} tags={{ phoneLink: (chunk) => <a href={settings.phoneHref}>{chunk}</a> }} />
        </li>
      ) : null}
      {settings.offices.map((office) => (
        <li key={office.label}>
          <RichText text={lines.office} values={{ label: office.label, address: [...office.lines, office.city, office.country].join(', ') }} />
        </li>
      ))}
    </ul>
  );
}

function formatLastUpdated(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The policy in one language: its texts, today's date as that language writes it (English's by default), and (translations) the notice under the lead. */
export interface PolicyProps {
  page: PolicyPage;
  sections: readonly PolicySection[];
  formatDate?: (date: Date) => string;
  notice?: ReactNode;
}

/** The Privacy Policy's layout (docs/spec/storefront.md §9), the same in every language; one function, so the English page's script stays as small as before. */
export function Policy({ page, sections, formatDate = formatLastUpdated, notice }: PolicyProps) {
  const today = new Date();
  return (
    <div className={styles.page}>
      <PageMeta title={page.meta.title} description={page.meta.description} path="/privacypolicy" />
      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>{page.eyebrow}</p>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.updated}>
            <RichText text={page.lastUpdated} values={{ date: <time dateTime={isoDate(today)}>{formatDate(today)}</time> }} />
          </p>
          <p className={styles.lead}>{page.lead}</p>
          {notice}
        </div>
      </header>
      <div className={`${styles.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title" className={styles.tocTitle}>
            {page.tocTitle}
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.sections}>
          {sections.map((section, index) => (
            <Reveal key={section.id} {...REVEAL} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <div className={styles.sectionHead}>
                <span className={styles.sectionNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
              </div>
              <div className={styles.prose}>
                <ContentBlocks blocks={section.blocks} slots={{ contactDetails: <PrivacyContact lines={page.contact} /> }} {...POLICY_PARTS} />
              </div>
            </Reveal>
          ))}
          <p className={styles.copyright}>
            <RichText text={page.copyright} values={{ year: today.getFullYear(), businessName: <BusinessName /> }} />
          </p>
        </div>
      </div>
    </div>
  );
}
