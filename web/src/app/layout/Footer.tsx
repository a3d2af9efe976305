import { Link } from 'react-router-dom';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from '../../components/Icons.tsx';
import { QUICK_LINKS } from './navigation-links.ts';
import { BRAND_NAME } from '../../lib/brand.ts';
import { useSiteSettings } from '../../components/SiteSettings.tsx';
import type { SocialNetwork } from '@rules/site-settings.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as shellMessages } from '../../lib/i18n/compiled/en/shell.ts';
import styles from './Footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  FACEBOOK: FacebookIcon,
  X: XIcon,
  LINKEDIN: LinkedInIcon,
  YOUTUBE: YouTubeIcon,
  INSTAGRAM: InstagramIcon,
  TIKTOK: TikTokIcon,
};

export function Footer() {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const name = settings?.businessName || BRAND_NAME;
  const t = useT(shellMessages);
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.columns}>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about" className={styles.heading}>
            {t('footer.about', { name })}
          </h2>
          {settings?.aboutText ? <p>{settings.aboutText.split(/\n\s*\n/)[0]}</p> : null}
          {settings && (settings.phone || settings.email) ? (
            <p className={styles.contact}>
              {settings.phone ? (
                <a href={settings.phoneHref} data-testid="footer-phone" dir="ltr">
                  {settings.phone}
                </a>
              ) : null}
              {settings.phone && settings.email ? <br /> : null}
              {settings.email ? <a href={`mailto:${settings.email}`} dir="ltr">{settings.email}</a> : null}
            </p>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-search">
          <h2 id="footer-search" className={styles.heading}>
            {t('footer.searchHere')}
          </h2>
          <SearchBox label={t('footer.searchHere')} hideLabel variant="footer" placeholder={t('footer.searchPlaceholder')} />
          <ul className={styles.social} aria-label={t('footer.socialMedia')}>
            {(settings?.socialLinks ?? []).map(({ network, label, url }) => {
              const Icon = SOCIAL_ICONS[network as SocialNetwork] ?? null;
              return (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className={styles.socialLink}>
                  {Icon ? <Icon /> : label}
                </a>
              </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year, name })}
      </p>
    </footer>
  );
}
