import { PageMeta } from '../../../components/PageMeta.tsx';
import { Link } from 'react-router-dom';
import { Reveal } from './Reveal';
import { Paragraphs, useSiteSettings } from '../../../components/SiteSettings.tsx';
import styles from './AboutPage.module.css';

/** Sections fade in once 10% of them is visible (spec §9: scroll-reveal 10% on About). */
const REVEAL = { threshold: 0.1 } as const;

const STATS = [
  { value: '2021', label: 'Founded in Dubai' },
  { value: '100+', label: 'Global designers' },
  { value: '10+', label: 'Years of founder experience' },
  { value: '4', label: 'Operating regions' },
];

const SERVICES = [
  {
    title: 'Home Products Vendors',
    text: 'Furniture, tiles, sanitary ware, art, paint, decor, kitchen, electrical and electronics from independent vendors, each running their own store.',
    to: '/home-products',
    cta: 'Shop home products',
    icon: 'sofa',
  },
  {
    title: 'Homes, Apartments & Malls',
    text: 'Homes, villas, apartments, off-plan projects, plots and commercial spaces to buy or rent, listed by trusted agents and developers.',
    to: '/real-estate',
    cta: 'Browse properties',
    icon: 'building',
  },
  {
    title: 'Constructors & Interior Designers',
    text: 'Builders and interior designers who present their work, so you can find the right team to build, finish or restyle your space.',
    to: '/vendors',
    cta: 'Meet our vendors',
    icon: 'compass',
  },
] as const;

const VISION = [
  'Connect people with real estate and home products through technology and AI.',
  'Showcase interior designs that inspire your next space.',
  'Offer seamless online booking, from first viewing to final purchase.',
];

const VALUES = [
  {
    title: 'Valued Customers',
    text: 'Every buyer, renter and shopper matters. We listen, keep our pages honest and make it easy to reach the vendor behind every listing.',
    icon: 'heart',
  },
  {
    title: 'Innovation',
    text: 'We keep improving how homes and home products are discovered, compared and booked online, with smart search and AI at the core.',
    icon: 'spark',
  },
] as const;

const REGIONS = [
  { code: 'US', name: 'USA' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'AE', name: 'UAE' },
  { code: 'GB', name: 'UK' },
];

type IconName = 'sofa' | 'building' | 'compass' | 'heart' | 'spark' | 'target' | 'eye' | 'pin';

function Icon({ name }: { name: IconName }) {
  const common = {
    width: 24,
    height: 24,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
  };
  switch (name) {
    case 'sofa':
      return (
        <svg {...common}>
          <path d="M4 11V8a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v3" />
          <path d="M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2z" />
          <path d="M5 18v2M19 18v2" />
        </svg>
      );
    case 'building':
      return (
        <svg {...common}>
          <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
          <path d="M16 10h2a2 2 0 0 1 2 2v9" />
          <path d="M2 21h20M8 7h4M8 11h4M8 15h4" />
        </svg>
      );
    case 'compass':
      return (
        <svg {...common}>
          <path d="M12 3v3" />
          <circle cx="12" cy="8" r="2" />
          <path d="M10.8 9.6 5 21M13.2 9.6 19 21M7.5 16h9" />
        </svg>
      );
    case 'heart':
      return (
        <svg {...common}>
          <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" />
        </svg>
      );
    case 'spark':
      return (
        <svg {...common}>
          <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
        </svg>
      );
    case 'target':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <circle cx="12" cy="12" r="5" />
          <circle cx="12" cy="12" r="1" />
        </svg>
      );
    case 'eye':
      return (
        <svg {...common}>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      );
    case 'pin':
      return (
        <svg {...common}>
          <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
          <circle cx="12" cy="10" r="2.5" />
        </svg>
      );
  }
}

function LinkedInIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

export default function AboutPage() {
  const settings = useSiteSettings();
  const founder = settings?.founder;
  const linkedIn = settings?.socialLinks.find((link) => link.network === 'LINKEDIN')?.url;
  return (
    <div className={styles.page}>
      <PageMeta
        title="About Us"
        description="Homes and home products, brought together in one marketplace: who we are, how Pro Vendors sell with us, and where we work."
        path="/About-Us"
      />

      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>About Us</p>
          <h1 className={styles.heroTitle}>Homes and home products, brought together in one marketplace</h1>
          <p className={styles.heroLead}>
            From the keys to a new apartment to the tiles, furniture and art that make it yours, we connect buyers,
            renters and shoppers with the vendors, developers and designers who bring homes to life.
          </p>
          <dl className={styles.stats}>
            {STATS.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-story">
        <div className={`${styles.container} ${styles.story}`}>
          <div>
            <p className={styles.eyebrow}>Our Story</p>
            <h2 id="about-story" className={styles.sectionTitle}>
              Founded in Dubai in 2021
            </h2>
          </div>
          <div className={styles.prose}>
            <p>
              Our company was founded in 2021 in Dubai with a simple idea: finding a home and furnishing it should
              happen in one trusted place. We launched in the UAE and Pakistan, bringing property listings and home
              products side by side so that people could plan a move and a makeover together.
            </p>
            <p>
              Today more than 100 global designers showcase their work with us, and independent vendors run their own
              stores for everything from villas and apartments to paint, lighting and sanitary ware. We do not make,
              stock or ship products ourselves: each vendor sells, ships and supports their own listings, while we
              build the marketplace that connects you.
            </p>
          </div>
        </div>
      </Reveal>

      {founder?.name ? (
        <Reveal {...REVEAL} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="about-founder">
          <div className={`${styles.container} ${styles.founder}`}>
            <div className={styles.founderPortrait} aria-hidden="true">
              <span className={styles.founderMonogram}>{founder.name.trim().charAt(0).toUpperCase()}</span>
            </div>
            <div className={styles.founderBody}>
              <p className={styles.eyebrow}>Leadership</p>
              <h2 id="about-founder" className={styles.sectionTitle}>
                Meet Our Founder
              </h2>
              <p className={styles.founderRole}>
                {founder.name}
                {founder.title ? `, ${founder.title}` : ''}
              </p>
              <div className={styles.prose}>
                <Paragraphs text={founder.text} />
              </div>
              {linkedIn ? (
                <a className={styles.profileLink} href={linkedIn} target="_blank" rel="noopener noreferrer">
                  <LinkedInIcon />
                  <span>Follow us on LinkedIn</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
        </Reveal>
      ) : null}

      <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-services">
        <div className={styles.container}>
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>What we offer</p>
            <h2 id="about-services" className={styles.sectionTitle}>
              Our Services
            </h2>
            <p className={styles.sectionLead}>
              One marketplace for the whole journey, from finding the right property to finishing every room.
            </p>
          </div>
          <ul className={styles.cards}>
            {SERVICES.map((service) => (
              <li key={service.title} className={styles.card}>
                <span className={styles.cardIcon}>
                  <Icon name={service.icon} />
                </span>
                <h3 className={styles.cardTitle}>{service.title}</h3>
                <p className={styles.cardText}>{service.text}</p>
                <Link className={styles.cardLink} to={service.to}>
                  {service.cta}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>

      <Reveal {...REVEAL} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="about-purpose">
        <div className={styles.container}>
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>Why we exist</p>
            <h2 id="about-purpose" className={styles.sectionTitle}>
              Mission &amp; Vision
            </h2>
          </div>
          <div className={styles.purpose}>
            <article className={styles.purposeCard}>
              <span className={styles.cardIcon}>
                <Icon name="target" />
              </span>
              <h3 className={styles.cardTitle}>Our Mission</h3>
              <p className={styles.cardText}>
                To bring innovative homes and home products to people worldwide, with the quality, choice and
                transparency a decision this important deserves.
              </p>
            </article>
            <article className={styles.purposeCard}>
              <span className={styles.cardIcon}>
                <Icon name="eye" />
              </span>
              <h3 className={styles.cardTitle}>Our Vision</h3>
              <ul className={styles.checkList}>
                {VISION.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </article>
          </div>
        </div>
      </Reveal>

      <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-values">
        <div className={styles.container}>
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>What guides us</p>
            <h2 id="about-values" className={styles.sectionTitle}>
              Our Values
            </h2>
          </div>
          <ul className={`${styles.cards} ${styles.cardsTwo}`}>
            {VALUES.map((value) => (
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

      <Reveal {...REVEAL} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="about-regions">
        <div className={styles.container}>
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>Where we operate</p>
            <h2 id="about-regions" className={styles.sectionTitle}>
              Serving Four Regions
            </h2>
            <p className={styles.sectionLead}>
              Launched in the UAE and Pakistan, we now serve customers and vendors in the USA, Pakistan, the UAE and
              the UK, with orders in USD, AED, PKR and GBP.
            </p>
          </div>
          <ul className={styles.regions}>
            {REGIONS.map((region) => (
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

      <Reveal {...REVEAL} className={styles.section} aria-labelledby="about-cta">
        <div className={styles.container}>
          <div className={styles.cta}>
            <div>
              <h2 id="about-cta" className={styles.ctaTitle}>
                Ready to find your next home?
              </h2>
              <p className={styles.ctaText}>Explore listings and products, or open your own store as a Pro Vendor.</p>
            </div>
            <div className={styles.ctaActions}>
              <Link className={styles.buttonPrimary} to="/real-estate">
                Browse Properties
              </Link>
              <Link className={styles.buttonSecondary} to="/home-products">
                Shop Home Products
              </Link>
              <Link className={styles.buttonGhost} to="/vendor-registration">
                Become Pro Vendor
              </Link>
            </div>
          </div>
        </div>
      </Reveal>
    </div>
  );
}
