import { PageMeta } from '../../../components/PageMeta.tsx';
import { Link } from 'react-router-dom';
import { Reveal } from './Reveal';
import { Paragraphs, useSiteSettings } from '../../../components/SiteSettings.tsx';
import { fillText, type SectionHeading } from '../../../components/content/content.ts';
import { Icon, LinkedInIcon } from './AboutIcons.tsx';
import { ABOUT_PAGE } from './about-content.ts';
import styles from './AboutPage.module.css';

/** Sections fade in once 10% of them is visible (docs/spec/storefront.md §9: scroll-reveal 10% on About). */
const REVEAL = { threshold: 0.1 } as const;

/** A section's eyebrow, heading (labelling the section by its id) and lead, without a wrapper. */
function HeadingText({ id, heading }: { id: string; heading: SectionHeading }) {
  return (
    <>
      <p className={styles.eyebrow}>{heading.eyebrow}</p>
      <h2 id={id} className={styles.sectionTitle}>
        {heading.title}
      </h2>
      {heading.lead ? <p className={styles.sectionLead}>{heading.lead}</p> : null}
    </>
  );
}

function SectionHead({ id, heading }: { id: string; heading: SectionHeading }) {
  return (
    <div className={styles.sectionHead}>
      <HeadingText id={id} heading={heading} />
    </div>
  );
}

function AboutHero() {
  const { hero } = ABOUT_PAGE;
  return (
    <header className={styles.hero}>
      <div className={styles.container}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 className={styles.heroTitle}>{hero.title}</h1>
        <p className={styles.heroLead}>{hero.lead}</p>
        <dl className={styles.stats}>
          {hero.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
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
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-story">
      <div className={`${styles.container} ${styles.story}`}>
        <div>
          <HeadingText id="about-story" heading={story.heading} />
        </div>
        <div className={styles.prose}>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Reveal>
  );
}

/** The founder of the admin's site settings; no section until they have a name. */
function FounderSection() {
  const settings = useSiteSettings();
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
          <p className={styles.founderRole}>
            {fillText(founder.title ? text.roleWithTitle : text.role, { name: founder.name, title: founder.title })}
          </p>
          <div className={styles.prose}>
            <Paragraphs text={founder.text} />
          </div>
          {linkedIn ? (
            <a className={styles.profileLink} href={linkedIn} target="_blank" rel="noopener noreferrer">
              <LinkedInIcon />
              <span>{text.follow}</span>
              <span className="visually-hidden">{text.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
    </Reveal>
  );
}

function ServicesSection() {
  const { services } = ABOUT_PAGE;
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-services">
      <div className={styles.container}>
        <SectionHead id="about-services" heading={services.heading} />
        <ul className={styles.cards}>
          {services.cards.map((service) => (
            <li key={service.title} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name={service.icon} />
              </span>
              <h3 className={styles.cardTitle}>{service.title}</h3>
              <p className={styles.cardText}>{service.text}</p>
              <Link className={styles.cardLink} to={service.to}>
                {service.cta} <span aria-hidden="true" data-directional="">→</span>
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
  return (
    <Reveal {...REVEAL} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="about-purpose">
      <div className={styles.container}>
        <SectionHead id="about-purpose" heading={purpose.heading} />
        <div className={styles.purpose}>
          <article className={styles.purposeCard}>
            <span className={styles.cardIcon}>
              <Icon name="target" />
            </span>
            <h3 className={styles.cardTitle}>{purpose.mission.title}</h3>
            <p className={styles.cardText}>{purpose.mission.text}</p>
          </article>
          <article className={styles.purposeCard}>
            <span className={styles.cardIcon}>
              <Icon name="eye" />
            </span>
            <h3 className={styles.cardTitle}>{purpose.vision.title}</h3>
            <ul className={styles.checkList}>
              {purpose.vision.items.map((item) => (
                <li key={item}>{item}</li>
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
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-values">
      <div className={styles.container}>
        <SectionHead id="about-values" heading={values.heading} />
        <ul className={`${styles.cards} ${styles.cardsTwo}`}>
          {values.cards.map((value) => (
            <li key={value.title} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name={value.icon} />
              </span>
              <h3 className={styles.cardTitle}>{value.title}</h3>
              <p className={styles.cardText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}

function RegionsSection() {
  const { regions } = ABOUT_PAGE;
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
              <span className={styles.regionName}>{region.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}

function CallToAction() {
  const { cta } = ABOUT_PAGE;
  return (
    <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-cta">
      <div className={styles.container}>
        <div className={styles.cta}>
          <div>
            <h2 id="about-cta" className={styles.ctaTitle}>
              {cta.title}
            </h2>
            <p className={styles.ctaText}>{cta.text}</p>
          </div>
          <div className={styles.ctaActions}>
            <Link className={styles.buttonPrimary} to="/real-estate">
              {cta.properties}
            </Link>
            <Link className={styles.buttonSecondary} to="/home-products">
              {cta.products}
            </Link>
            <Link className={styles.buttonGhost} to="/vendor-registration">
              {cta.vendor}
            </Link>
          </div>
        </div>
      </div>
    </Reveal>
  );
}

export default function AboutPage() {
  return (
    <div className={styles.page}>
      <PageMeta title={ABOUT_PAGE.meta.title} description={ABOUT_PAGE.meta.description} path="/About-Us" />
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
