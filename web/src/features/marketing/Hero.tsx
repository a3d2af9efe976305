import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import styles from './Hero.module.css';

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
export function Hero({ heading, subheading, quickLinks = [], quickLinksLabel = 'Popular', tone = 'home', children }: HeroProps) {
  return (
    <section className={`${styles.hero} ${styles[tone]}`} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <h1 id="hero-heading" className={styles.heading}>
          {heading}
        </h1>
        {subheading && <p className={styles.subheading}>{subheading}</p>}
        <div className={styles.search}>
          <SearchBox label="Search homes and home products" hideLabel variant="hero" placeholder="Search homes & products" />
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
