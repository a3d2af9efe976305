import { Link } from 'react-router-dom';
import { useResponseStatus } from './context/response-status.tsx';
import styles from './NotFound.module.css';
import { PageMeta } from './PageMeta.tsx';
import { useT } from './context/locale.tsx';
import { messages as notFoundMessages } from '../lib/i18n/compiled/en/notFound.ts';

const LINKS = [
  { to: '/', label: 'notFound.notFoundHome', hint: 'notFound.notFoundHomeHint' },
  { to: '/real-estate', label: 'notFound.notFoundRealEstate', hint: 'notFound.notFoundRealEstateHint' },
  { to: '/home-products', label: 'notFound.notFoundHomeProducts', hint: 'notFound.notFoundHomeProductsHint' },
] as const;

export interface NotFoundProps {
  /** The heading (and the tab's title): what is missing. */
  title?: string;
  /** What may have happened, before the suggested pages. */
  text?: string;
}


/**
 * "Not found" with a way on: /404.html, and a listing, store or category that is not there (the
 * server-rendered page answers with status 404).
 */
export function NotFound({ title: givenTitle, text: givenText }: NotFoundProps) {
  useResponseStatus(404);
  const t = useT(notFoundMessages);
  const title = givenTitle ?? t('notFound.notFoundTitle');
  const text = givenText ?? t('notFound.notFoundText');
  return (
    <div className={styles.page}>
      <PageMeta title={title} description={text} noindex />
      <section className={styles.card} aria-labelledby="not-found-title">
        <div className={styles.illustration} aria-hidden="true">
          <svg viewBox="0 0 120 96" width="120" height="96" focusable="false">
            <path d="M14 88h92" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            <path d="M26 88V46L60 18l34 28v42" style={{ fill: 'var(--color-accent-soft)' }} stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
            <path d="M18 52 60 16l42 36" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="51" y="60" width="18" height="28" rx="2" stroke="currentColor" style={{ fill: 'var(--color-surface)' }} strokeWidth="3" />
            <circle cx="86" cy="30" r="13" style={{ fill: 'var(--color-surface)', stroke: 'var(--color-accent)' }} strokeWidth="3" />
            <text x="86" y="36" textAnchor="middle" fontSize="17" fontWeight="700" fontFamily="Georgia, serif" style={{ fill: 'var(--color-accent)' }}>
              ?
            </text>
          </svg>
        </div>
        <p className={styles.code}>{t('notFound.notFoundCode')}</p>
        <h1 id="not-found-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{t('notFound.notFoundTryInstead', { text })}</p>
        <nav aria-label={t('notFound.notFoundSuggested')}>
          <ul className={styles.links}>
            {LINKS.map((link, index) => (
              <li key={link.to}>
                <Link className={styles.link} to={link.to} aria-label={t(link.label)} aria-describedby={`not-found-hint-${index}`}>
                  <span className={styles.linkLabel}>{t(link.label)}</span>
                  <span id={`not-found-hint-${index}`} className={styles.linkHint}>
                    {t(link.hint)}
                  </span>
                  <span className={styles.linkArrow} aria-hidden="true" data-directional="">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </div>
  );
}
