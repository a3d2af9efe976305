import { Link } from 'react-router-dom';
import { SearchBox } from '../../features/search/SearchBox.tsx';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from '../../components/Icons.tsx';
import { QUICK_LINKS } from './navigation-links.ts';
import { BRAND_NAME } from './brand.ts';
import styles from './Footer.module.css';

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'X', href: 'https://x.com/', Icon: XIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'TikTok', href: 'https://www.tiktok.com/', Icon: TikTokIcon },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about" className={styles.heading}>
            About {BRAND_NAME}
          </h2>
          <p>
            A marketplace for buying, selling and renting homes, villas, apartments and plots, and for the furniture, tiles, art and
            decor that make them home. Trusted Pro Vendors in the USA, Pakistan, the UAE and the UK list here; they ship and support
            what they sell.
          </p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-search">
          <h2 id="footer-search" className={styles.heading}>
            Search Here
          </h2>
          <SearchBox label="Search Here" hideLabel variant="footer" placeholder="Search products and properties" />
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className={styles.socialLink}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {BRAND_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
