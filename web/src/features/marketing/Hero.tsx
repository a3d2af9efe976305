import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import styles from './Hero.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as homeMessages } from '../../lib/i18n/compiled/en/home.ts';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

export interface HeroProps {
  heading: string;
  subheading?: string;
  /** Quick links under the search box: label and path. */
  quickLinks?: readonly { label: string; to: string }[];
  quickLinksLabel?: string;
  tone?: 'home' | 'property' | 'products' | 'category';
  children?: ReactNode;
}

/** The page-top banner: a headline, a search box and optional quick links. */
export function Hero({ heading, subheading, quickLinks = [], quickLinksLabel: givenQuickLinksLabel, tone = 'home', children }: HeroProps) {
  const t = useT(homeMessages);
  const common = useT(commonMessages);
  const quickLinksLabel = givenQuickLinksLabel ?? t('home.popular');
  return (
    <section className={`${styles.hero} ${styles[tone]}`} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <h1 id="hero-heading" className={styles.heading}>
          {heading}
        </h1>
        {subheading && <p className={styles.subheading}>{subheading}</p>}
        <div className={styles.search}>
          <SearchBox label={common('common.searchLabel')} hideLabel variant="hero" placeholder={t('home.searchPlaceholder')} />
        </div>
        {quickLinks.length > 0 && (
          <nav aria-label={quickLinksLabel} className={styles.quickLinks}>
            <span className={styles.quickLabel}>{quickLinksLabel}:</span>
            {quickLinks.map((link) => (
              <Link key={link.label} to={link.to} className={styles.quickLink}>
                {link.label}
              </Link>
            ))}
          </nav>
        )}
        {children}
      </div>
    </section>
  );
}
