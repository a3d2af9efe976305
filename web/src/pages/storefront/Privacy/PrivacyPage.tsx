import { PageMeta } from '../../../components/PageMeta.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Reveal } from '../About/Reveal';
import { useSiteSettings } from '../../../components/SiteSettings.tsx';
import { BRAND_NAME } from '../../../lib/brand.ts';
import styles from './PrivacyPage.module.css';

/** Sections animate in when they reach 75% of the viewport height (spec §9). */
const REVEAL = { rootMargin: '0px 0px -25% 0px' } as const;

/** The business's name as the admin's site settings give it. */
function BusinessName() {
  return <>{useSiteSettings()?.businessName || BRAND_NAME}</>;
}

/** Where privacy questions go: the privacy address (else the contact one), phone and offices of the site settings. */
function PrivacyContact() {
  const settings = useSiteSettings();
  if (!settings) return null;
  const email = settings.privacyEmail || settings.email;
  return (
    <ul className={styles.contactList}>
      {email ? (
        <li>
          E-mail: <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {settings.phone ? (
        <li>
          Phone: <a href={settings.phoneHref}>{settings.phone}</a>
        </li>
      ) : null}
      {settings.offices.map((office) => (
        <li key={office.label}>
          {office.label}: {[...office.lines, office.city, office.country].join(', ')}
        </li>
      ))}
    </ul>
  );
}

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <>
        <p>
          <BusinessName /> is an online marketplace, founded in 2021 in Dubai, where independent vendors list real estate
          for sale or rent and sell home products such as furniture, tiles, sanitary ware, art, paint, decor, kitchen
          items, electricals and electronics. We operate in the USA, Pakistan, the UAE and the UK.
        </p>
        <p>
          We provide the platform only. We do not make, stock or ship products, and we are not the seller of the
          properties or products listed. Each vendor (a &ldquo;Pro Vendor&rdquo;) is responsible for their own
          listings, sales, deliveries, returns and refunds. This policy explains how we handle personal data when you
          browse the marketplace, contact us, place an order or run a store.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the marketplace:</p>
        <ul>
          <li>
            <strong>Order details</strong> you give at checkout: name, e-mail address, phone number and delivery
            address (street, city, state, country and postal code), the items you order and any property booking
            date. You can check out as a guest; no account is required.
          </li>
          <li>
            <strong>Messages</strong> you send through our contact form: your name, e-mail address, whether you are
            a vendor or a customer, and your message.
          </li>
          <li>
            <strong>Reviews and comments</strong> you post on listings. Comments are posted anonymously; ratings are
            limited to one per browser.
          </li>
          <li>
            <strong>Vendor account details</strong>: store name, contact person, business address, e-mail, phone
            number, store description and the content vendors upload.
          </li>
          <li>
            <strong>Information stored in your browser</strong>: your cart, the products you have rated and, for
            vendors, a sign-in token. This stays on your device until you clear it or sign out.
          </li>
          <li>
            <strong>Technical data</strong> such as your IP address, browser type and pages visited, collected in
            server logs to keep the service secure and reliable.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>pass your order and delivery details to the vendor who sells the items, so they can fulfil it;</li>
          <li>confirm orders and give you an order reference for tracking;</li>
          <li>answer the questions you send us and support vendors in running their stores;</li>
          <li>show ratings and comments on listings and prevent duplicate ratings;</li>
          <li>display prices in the currency you choose (USD, AED, PKR or GBP);</li>
          <li>keep the marketplace secure, detect fraud and abuse, and meet our legal obligations;</li>
          <li>improve our search, recommendations and pages.</li>
        </ul>
        <p>We do not use your personal data for automated decisions that have legal or similarly significant effects on you.</p>
      </>
    ),
  },
  {
    id: 'vendor-responsibilities',
    title: 'Vendor Responsibilities',
    body: (
      <>
        <p>
          When you order from or book with a vendor, that vendor receives the details needed to complete the sale and
          becomes responsible for how they use them. Vendors agree to:
        </p>
        <ul>
          <li>use customer data only to fulfil orders, arrange deliveries or viewings and provide after-sales support;</li>
          <li>keep customer data secure and not sell it or use it for unrelated marketing without consent;</li>
          <li>describe their properties and products accurately, including prices, availability and condition;</li>
          <li>comply with the data protection and consumer laws of the countries they sell in.</li>
        </ul>
        <p>
          If you have a question about how a vendor handled your data, contact the vendor first. If you cannot resolve
          it, contact us and we will help.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-information',
    title: 'Sharing Your Information',
    body: (
      <>
        <p>
          <strong>We do not sell your personal data.</strong> We share it only:
        </p>
        <ul>
          <li>with the vendors whose properties or products you order or book;</li>
          <li>
            with service providers who host our platform, deliver e-mail or process payments for us, under contracts
            that require them to protect it and use it only on our instructions;
          </li>
          <li>when the law requires it, or to protect the rights, property or safety of our users, vendors or us;</li>
          <li>with a successor organisation if our business is reorganised or sold, under the same protections.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>
          We protect your information with encrypted connections (HTTPS), access controls, hashed passwords and regular
          reviews of who can see what. Vendor and admin access requires signing in, and vendors can only see orders
          placed with their own store.
        </p>
        <p>
          No method of transmission or storage is completely secure. If we learn of a breach that affects your personal
          data, we will notify you and the relevant authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>correct data that is inaccurate or incomplete;</li>
          <li>ask us to delete your data, unless we must keep it by law (for example, order records);</li>
          <li>object to or restrict certain processing, and withdraw consent where we rely on it;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          To use any of these rights, write to us using the details in the Contact Us section. We will reply within 30
          days. You can clear your cart and rating history at any time by clearing your browser&rsquo;s site data.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    body: (
      <p>
        Our pages link to other websites, such as our social media profiles and vendors&rsquo; own sites. Those sites
        have their own privacy policies, and we are not responsible for their content or practices. Please read their
        policies before you share personal data with them.
      </p>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <p>
        Our marketplace is not directed at children under 13, and we do not knowingly collect personal data from them.
        If you believe a child under 13 has given us personal data, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as our services or the law change. The &ldquo;Last Updated&rdquo; date at the top of
        this page shows when it last changed. If we make significant changes, we will highlight them on this page.
        Continuing to use the marketplace after an update means you accept the revised policy.
      </p>
    ),
  },
  {
    id: 'shipping-and-return-policy',
    title: 'Shipping & Return Policy',
    body: (
      <>
        <p>
          <BusinessName /> does not make, stock or ship products. Every order is fulfilled by the vendor who listed the
          item, and that vendor ships it and handles returns and refunds directly with you.
        </p>
        <ul>
          <li>
            <strong>Shipping:</strong> delivery times, costs and areas are set by each vendor. Check the listing or ask
            the vendor before you order.
          </li>
          <li>
            <strong>Returns and refunds:</strong> each vendor sets their own return window and conditions. Contact the
            vendor from their store page to start a return or request a refund.
          </li>
          <li>
            <strong>Currencies:</strong> orders are supported in USD, AED, PKR and GBP. Refunds are made by the vendor,
            normally in the currency and by the method you paid with.
          </li>
          <li>
            <strong>Property bookings:</strong> booking amounts are paid to the developer or owner, whose terms apply
            to cancellations and refunds.
          </li>
        </ul>
        <p>If a vendor does not respond or you cannot reach an agreement, contact us and we will step in to help.</p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <p>For questions about this policy or your personal data, contact us:</p>
        <PrivacyContact />
        <p>
          You can also send us a message from our <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
];

function formatLastUpdated(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export default function PrivacyPage() {
  const today = new Date();

  return (
    <div className={styles.page}>
      <PageMeta title="Privacy Policy" description="How the marketplace collects, uses and protects the personal data of customers and Pro Vendors, and the choices you have." path="/privacypolicy" />

      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>Legal</p>
          <h1 className={styles.title}>Privacy Policy</h1>
          <p className={styles.updated}>
            Last Updated: <time dateTime={isoDate(today)}>{formatLastUpdated(today)}</time>
          </p>
          <p className={styles.lead}>
            Your trust matters to us. This policy explains what information we collect when you use our marketplace for
            real estate and home products, how we use it, and the choices you have.
          </p>
        </div>
      </header>

      <div className={`${styles.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol className={styles.tocList}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.sections}>
          {SECTIONS.map((section, index) => (
            <Reveal
              key={section.id}
              {...REVEAL}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <div className={styles.sectionHead}>
                <span className={styles.sectionNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
              </div>
              <div className={styles.prose}>{section.body}</div>
            </Reveal>
          ))}

          <p className={styles.copyright}>
            &copy; {today.getFullYear()} <BusinessName />. All rights reserved.
          </p>
        </div>
      </div>
    </div>
  );
}
