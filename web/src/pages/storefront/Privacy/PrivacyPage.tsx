import { PageMeta } from '../../../components/PageMeta.tsx';
import { Link } from 'react-router-dom';
import { Reveal } from '../About/Reveal';
import { useSiteSettings } from '../../../components/SiteSettings.tsx';
import { BRAND_NAME } from '../../../lib/brand.ts';
import { ContentBlocks, RichText, type RichTextParts } from '../../../components/content/RichText.tsx';
import { PRIVACY_PAGE, PRIVACY_SECTIONS } from './privacy-content.ts';
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
function PrivacyContact() {
  const settings = useSiteSettings();
  if (!settings) return null;
  const email = settings.privacyEmail || settings.email;
  const lines = PRIVACY_PAGE.contact;
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

function PrivacyHero({ today }: { today: Date }) {
  const date = <time dateTime={isoDate(today)}>{formatLastUpdated(today)}</time>;
  return (
    <header className={styles.hero}>
      <div className={styles.container}>
        <p className={styles.eyebrow}>{PRIVACY_PAGE.eyebrow}</p>
        <h1 className={styles.title}>{PRIVACY_PAGE.title}</h1>
        <p className={styles.updated}>
          <RichText text={PRIVACY_PAGE.lastUpdated} values={{ date }} />
        </p>
        <p className={styles.lead}>{PRIVACY_PAGE.lead}</p>
      </div>
    </header>
  );
}

function TableOfContents() {
  return (
    <nav className={styles.toc} aria-labelledby="privacy-toc-title">
      <h2 id="privacy-toc-title" className={styles.tocTitle}>
        {PRIVACY_PAGE.tocTitle}
      </h2>
      <ol className={styles.tocList}>
        {PRIVACY_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PolicySections() {
  return PRIVACY_SECTIONS.map((section, index) => (
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
        <ContentBlocks blocks={section.blocks} slots={{ contactDetails: <PrivacyContact /> }} {...POLICY_PARTS} />
      </div>
    </Reveal>
  ));
}

export default function PrivacyPage() {
  const today = new Date();
  return (
    <div className={styles.page}>
      <PageMeta title={PRIVACY_PAGE.meta.title} description={PRIVACY_PAGE.meta.description} path="/privacypolicy" />
      <PrivacyHero today={today} />
      <div className={`${styles.container} ${styles.layout}`}>
        <TableOfContents />
        <div className={styles.sections}>
          <PolicySections />
          <p className={styles.copyright}>
            <RichText text={PRIVACY_PAGE.copyright} values={{ year: today.getFullYear(), businessName: <BusinessName /> }} />
          </p>
        </div>
      </div>
    </div>
  );
}
