import { PageMeta } from '../../../components/PageMeta.tsx';
import { Link } from 'react-router-dom';
import { Reveal } from './Reveal';
import { Paragraphs, useSiteSettings } from '../../../components/SiteSettings.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { messages as aboutMessages } from '../../../lib/i18n/compiled/en/about.ts';
import { Icon, LinkedInIcon } from './AboutIcons.tsx';
import { ABOUT_PAGE, type AboutHeading } from './about-content.ts';
import styles from './AboutPage.module.css';

/** Sections fade in once 10% of them is visible (docs/spec/storefront.md §9: scroll-reveal 10% on About). */
const REVEAL = { threshold: 0.1 } as const;

/** A section's eyebrow, heading (labelling the section by its id) and lead, without a wrapper. */
function HeadingText({ id, heading }: { id: string; heading: AboutHeading }) {
  const t = useT(aboutMessages);
  return (
    <>
      <p className={styles.eyebrow}>{t(heading.eyebrow)}</p>
      <h2 id={id} className={styles.sectionTitle}>
        {t(heading.title)}
      </h2>
      {heading.lead ? <p className={styles.sectionLead}>{t(heading.lead)}</p> : null}
    </>
  );
}

function SectionHead({ id, heading }: { id: string; heading: AboutHeading }) {
  return (
    <div className={styles.sectionHead}>
      <HeadingText id={id} heading={heading} />
    </div>
  );
}

function AboutHero() {
  const { hero } = ABOUT_PAGE;
  const t = useT(aboutMessages);
  return (
    <header className={styles.hero}>
      <div className={styles.container}>
        <p className={styles.eyebrow}>{t(hero.eyebrow)}</p>
        <h1 className={styles.heroTitle}>{t(hero.title)}</h1>
        <p className={styles.heroLead}>{t(hero.lead)}</p>
        <dl className={styles.stats}>
          {hero.stats.map((stat) => (
            <div key={t(stat.label)} className={styles.stat}>
              <dt className={styles.statLabel}>{t(stat.label)}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

function StorySection() {
  const { story } = ABOUT_PAGE;
  const t = useT(aboutMessages);
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-story">
      <div className={`${styles.container} ${styles.story}`}>
        <div>
          <HeadingText id="about-story" heading={story.heading} />
        </div>
        <div className={styles.prose}>
          {story.paragraphs.map((paragraph) => (
            <p key={t(paragraph)}>{t(paragraph)}</p>
          ))}
        </div>
      </div>
    </Reveal>
  );
}

/** The founder of the admin's site settings; no section until they have a name. */
function FounderSection() {
  const settings = useSiteSettings();
  const t = useT(aboutMessages);
  const founder = settings?.founder;
  const linkedIn = settings?.socialLinks.find((link) => link.network === 'LINKEDIN')?.url;
  if (!founder?.name) return null;
  const text = ABOUT_PAGE.founder;
  return (
    <Reveal {...REVEAL} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="about-founder">
      <div className={`${styles.container} ${styles.founder}`}>
        <div className={styles.founderPortrait} aria-hidden="true">
          <span className={styles.founderMonogram}>{founder.name.trim().charAt(0).toUpperCase()}</span>
        </div>
        <div className={styles.founderBody}>
          <HeadingText id="about-founder" heading={text.heading} />
          <p className={styles.founderRole} data-content>
            {founder.title ? t(text.roleWithTitle, { name: founder.name, title: founder.title }) : founder.name}
          </p>
          <div className={styles.prose}>
            <Paragraphs text={founder.text} />
          </div>
          {linkedIn ? (
            <a className={styles.profileLink} href={linkedIn} target="_blank" rel="noopener noreferrer">
              <LinkedInIcon />
              <span>{t(text.follow)}</span>
              <span className="visually-hidden">{t(text.newTab)}</span>
            </a>
          ) : null}
        </div>
      </div>
    </Reveal>
  );
}

function ServicesSection() {
  const { services } = ABOUT_PAGE;
  const t = useT(aboutMessages);
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-services">
      <div className={styles.container}>
        <SectionHead id="about-services" heading={services.heading} />
        <ul className={styles.cards}>
          {services.cards.map((service) => (
            <li key={t(service.title)} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name={service.icon} />
              </span>
              <h3 className={styles.cardTitle}>{t(service.title)}</h3>
              <p className={styles.cardText}>{t(service.text)}</p>
              <Link className={styles.cardLink} to={service.to}>
                {t(service.cta)} <span aria-hidden="true" data-directional="">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}

function PurposeSection() {
  const { purpose } = ABOUT_PAGE;
  const t = useT(aboutMessages);
  return (
    <Reveal {...REVEAL} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="about-purpose">
      <div className={styles.container}>
        <SectionHead id="about-purpose" heading={purpose.heading} />
        <div className={styles.purpose}>
          <article className={styles.purposeCard}>
            <span className={styles.cardIcon}>
              <Icon name="target" />
            </span>
            <h3 className={styles.cardTitle}>{t(purpose.mission.title)}</h3>
            <p className={styles.cardText}>{t(purpose.mission.text)}</p>
          </article>
          <article className={styles.purposeCard}>
            <span className={styles.cardIcon}>
              <Icon name="eye" />
            </span>
            <h3 className={styles.cardTitle}>{t(purpose.vision.title)}</h3>
            <ul className={styles.checkList}>
              {purpose.vision.items.map((item) => (
                <li key={t(item)}>{t(item)}</li>
              ))}
            </ul>
          </article>
        </div>
      </div>
    </Reveal>
  );
}

function ValuesSection() {
  const { values } = ABOUT_PAGE;
  const t = useT(aboutMessages);
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-values">
      <div className={styles.container}>
        <SectionHead id="about-values" heading={values.heading} />
        <ul className={`${styles.cards} ${styles.cardsTwo}`}>
          {values.cards.map((value) => (
            <li key={t(value.title)} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name={value.icon} />
              </span>
              <h3 className={styles.cardTitle}>{t(value.title)}</h3>
              <p className={styles.cardText}>{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}

function RegionsSection() {
  const { regions } = ABOUT_PAGE;
  const t = useT(aboutMessages);
  return (
    <Reveal {...REVEAL} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="about-regions">
      <div className={styles.container}>
        <SectionHead id="about-regions" heading={regions.heading} />
        <ul className={styles.regions}>
          {regions.list.map((region) => (
            <li key={region.code} className={styles.region}>
              <span className={styles.regionIcon}>
                <Icon name="pin" />
              </span>
              <span className={styles.regionName}>{t(region.name)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}

function CallToAction() {
  const { cta } = ABOUT_PAGE;
  const t = useT(aboutMessages);
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-cta">
      <div className={styles.container}>
        <div className={styles.cta}>
          <div>
            <h2 id="about-cta" className={styles.ctaTitle}>
              {t(cta.title)}
            </h2>
            <p className={styles.ctaText}>{t(cta.text)}</p>
          </div>
          <div className={styles.ctaActions}>
            <Link className={styles.buttonPrimary} to="/real-estate">
              {t(cta.properties)}
            </Link>
            <Link className={styles.buttonSecondary} to="/home-products">
              {t(cta.products)}
            </Link>
            <Link className={styles.buttonGhost} to="/vendor-registration">
              {t(cta.vendor)}
            </Link>
          </div>
        </div>
      </div>
    </Reveal>
  );
}

export default function AboutPage() {
  const t = useT(aboutMessages);
  return (
    <div className={styles.page}>
      <PageMeta title={t(ABOUT_PAGE.meta.title)} description={t(ABOUT_PAGE.meta.description)} path="/About-Us" />
      <AboutHero />
      <StorySection />
      <FounderSection />
      <ServicesSection />
      <PurposeSection />
      <ValuesSection />
      <RegionsSection />
      <CallToAction />
    </div>
  );
}
