import { useId, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { directionOf, LOCALES, LOCALE_NAMES, type Locale } from '@rules/locales.ts';
import type { DashboardLanguageSwitchMutation, Language } from '../../__generated__/DashboardLanguageSwitchMutation.graphql.ts';
import { useLocale, useServerText, useT } from '../../components/context/locale.tsx';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { messages as shellMessages } from '../../lib/i18n/compiled/en/dashboardShell.ts';
import { rememberDashboardLanguage } from './dashboard-query.ts';
import styles from './DashboardLayout.module.css';

const LANGUAGE_OF: Record<Locale, Language> = { en: 'EN', ar: 'AR', ur: 'UR' };

/**
 * The vendor's language (issue 35): saved to the vendor's stored language on the server (the
 * language of its mails too), then the dashboard is loaded again in it. A new document, as the
 * storefront's language switch does: the Relay store never holds answers in two languages.
 */
export function DashboardLanguageSwitch() {
  const locale = useLocale();
  const t = useT(shellMessages);
  const serverText = useServerText();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, saving] = useMutation<DashboardLanguageSwitchMutation>(graphql`
    mutation DashboardLanguageSwitchMutation($input: UpdateMyProfileInput!) {
      updateMyProfile(input: $input) {
        __typename
        ... on UpdateMyProfileSuccess {
          vendor {
            id
            language
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const choose = (next: Locale) => {
    setFailure(null);
    commit({
      variables: { input: { language: LANGUAGE_OF[next] } },
      onCompleted: ({ updateMyProfile }) => {
        if (updateMyProfile.__typename !== 'UpdateMyProfileSuccess') return setFailure(serverText(typedErrorMessage(updateMyProfile) ?? ''));
        // The next document's first page queries (the product form's categories) are asked in the new language, not the last one shown.
        rememberDashboardLanguage(next, directionOf(next));
        location.reload();
      },
      onError: (error) => setFailure(serverText(error.message)),
    });
  };
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('dashboardShell.language')}</label>
      <select id={id} value={locale} disabled={saving} aria-describedby={`${id}-hint`} onChange={(event) => choose(event.target.value as Locale)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={styles.hint} role="status">
        {saving ? t('dashboardShell.languageSaving') : failure !== null ? t('dashboardShell.languageFailed', { reason: failure }) : t('dashboardShell.languageHint')}
      </p>
    </div>
  );
}
