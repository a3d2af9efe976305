import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta.tsx';
import ContactForm from '../../../features/contact/ContactForm.tsx';
import { useSiteSettings } from '../../../components/SiteSettings.tsx';
import styles from './ContactPage.module.css';
import { useSearchParams } from 'react-router-dom';
import { PAGE_FORM_FLAGS } from '@rules/index.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as contactMessages } from '../../../lib/i18n/compiled/en/contact.ts';
import type { Translate } from '../../../lib/i18n/translator.ts';

type ContactT = Translate<keyof typeof contactMessages>;

function PinIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 4h3.5l1.5 4.5-2.2 1.4a12 12 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </svg>
  );
}

type Settings = ReturnType<typeof useSiteSettings>;
type Office = NonNullable<Settings>['offices'][number];

export default function ContactPage() {
  const settings = useSiteSettings();
  const t = useT(contactMessages);
  // A message sent before the script ran lands here with ?sent=1 (http/page-forms.ts).
  const [params] = useSearchParams();
  const offices = settings?.offices ?? [];
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('contact.metaTitle')}
        description={t('contact.metaDescription')}
        path="/contact"
      />

      <ContactHero t={t} />
      <ContactChannels t={t} settings={settings} offices={offices} />

      <div className={`${styles.container} ${styles.main}`}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.sectionTitle}>
            {t('contact.formTitle')}
          </h2>
          <p className={styles.sectionLead}>{t('contact.formLead')}</p>
          <ContactForm sentWithoutScript={params.get(PAGE_FORM_FLAGS.contactSent) === '1'} />
        </section>
        <OfficesSection t={t} offices={offices} />
      </div>
    </div>
  );
}

function ContactHero({ t }: { t: ContactT }) {
  return (
    <header className={styles.hero}>
      <div className={styles.container}>
        <p className={styles.eyebrow}>{t('contact.eyebrow')}</p>
        <h1 className={styles.title}>{t('contact.title')}</h1>
        <p className={styles.lead}>{t('contact.lead')}</p>
      </div>
    </header>
  );
}

/** One way to reach us: its icon, title and lines. */
function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.channel}>
      <span className={styles.channelIcon}>{icon}</span>
      <div>
        <h3 className={styles.channelTitle}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** Address, e-mail and phone of the admin's site settings. */
function ContactChannels({ t, settings, offices }: { t: ContactT; settings: Settings; offices: readonly Office[] }) {
  return (
    <section className={styles.channels} aria-labelledby="contact-channels">
      <div className={styles.container}>
        <h2 id="contact-channels" className="visually-hidden">
          {t('contact.waysToReach')}
        </h2>
        <ul className={styles.channelList}>
          <Channel icon={<PinIcon />} title={t('contact.address')}>
            {offices.map((office) => (
              <p key={office.label} className={styles.channelText} data-content>
                {office.lines[0]}, {office.city}, {office.country}
              </p>
            ))}
          </Channel>
          <Channel icon={<MailIcon />} title={t('contact.email')}>
            <p className={styles.channelText}>
              {settings?.email ? (
                <a className={styles.channelLink} href={`mailto:${settings.email}`} data-content>
                  {settings.email}
                </a>
              ) : null}
            </p>
            <p className={styles.channelHint}>{t('contact.replyTime')}</p>
          </Channel>
          <Channel icon={<PhoneIcon />} title={t('contact.phone')}>
            <p className={styles.channelText}>
              {settings?.phone ? (
                <a className={styles.channelLink} href={settings.phoneHref} data-testid="contact-phone" data-content>
                  {settings.phone}
                </a>
              ) : null}
            </p>
          </Channel>
        </ul>
      </div>
    </section>
  );
}

function OfficesSection({ t, offices }: { t: ContactT; offices: readonly Office[] }) {
  return (
    <section className={styles.offices} aria-labelledby="contact-offices">
      <h2 id="contact-offices" className={styles.sectionTitle}>
        {t('contact.officesTitle')}
      </h2>
      <p className={styles.sectionLead}>{t('contact.officesLead')}</p>
      <ul className={styles.officeList}>
        {offices.map((office) => (
          <li key={office.label} className={styles.office} data-content>
            <p className={styles.officeLabel}>{office.label}</p>
            <h3 className={styles.officeTitle}>
              {office.city}, {office.country}
            </h3>
            <address className={styles.officeAddress}>
              {office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
