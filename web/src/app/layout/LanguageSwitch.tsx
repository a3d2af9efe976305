import { useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, localizedPath } from '@rules/locales.ts';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { messages as shellMessages } from '../../lib/i18n/compiled/en/shell.ts';
import styles from './LanguageSwitch.module.css';

/**
 * The header's language switch (issue 35): the same page, with its query string, in each other
 * language. Plain links: a new language is a new document (the server renders it in that language,
 * and the Relay store never holds two languages' answers).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT(shellMessages);
  // The router's location has no language prefix (it is the router's basename).
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('header.language')} className={styles.switch}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a key={other} href={localizedPath(other, pathname) + search} hrefLang={other} lang={other} className={styles.link} data-locale={other}>
          {LOCALE_NAMES[other]}
        </a>
      ))}
    </nav>
  );
}
