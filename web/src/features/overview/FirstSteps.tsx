import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useMutation } from 'react-relay';
import type { FirstStepsDismissMutation } from '../../__generated__/FirstStepsDismissMutation.graphql.ts';
import buttons from '../../components/Button.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as dashboardInsights } from '../../lib/i18n/compiled/en/dashboardInsights.ts';
import { dashboardUrl } from '../../lib/dashboard-urls.ts';
import { checklistItems, type StoreStart } from './store-start.ts';
import styles from './Overview.module.css';

/**
 * A new store's first-run checklist (issue 32, issue 37 part 6), shown on the overview before its
 * figures: each step is ticked by the server from the store's data and links to the page that
 * does it. Hidden once its required steps are done, or when the vendor hides it (kept on the server).
 */
export function FirstSteps({ store }: { store: StoreStart }) {
  const t = useT(dashboardInsights);
  const [hidden, setHidden] = useState(false);
  const [failed, setFailed] = useState(false);
  const [dismiss, dismissing] = useMutation<FirstStepsDismissMutation>(graphql`
    mutation FirstStepsDismissMutation {
      setFirstStepsDismissed(dismissed: true) { show }
    }
  `);
  if (hidden) return null;
  const items = checklistItems(store);
  const required = items.filter((item) => !item.optional);
  const onDismiss = () => {
    setFailed(false);
    dismiss({ variables: {}, onCompleted: () => setHidden(true), onError: () => setFailed(true) });
  };
  return (
    <section className={styles.firstSteps} aria-labelledby="first-steps">
      <h2 id="first-steps">{t('insights.steps.heading')}</h2>
      <p className={styles.muted}>
        {t('insights.steps.intro')} {t('insights.steps.progress', { done: required.filter((item) => item.done).length, total: required.length })}
      </p>
      <ol className={styles.steps}>
        {items.map((item) => (
          <li key={item.key} className={item.done ? styles.stepDone : undefined}>
            <span className={styles.stepState}>{t(item.done ? 'insights.steps.done' : item.optional ? 'insights.steps.optional' : 'insights.steps.todo')}</span>{' '}
            <Link to={dashboardUrl(item.page)}>{t(item.label)}</Link>
            <span className={styles.muted}> {t(item.detail)}</span>
          </li>
        ))}
      </ol>
      {store.listings > 0 && (
        <p>
          <button type="button" className={buttons.secondary} onClick={onDismiss} disabled={dismissing}>
            {t('insights.steps.dismiss')}
          </button>
          {failed && <span role="alert"> {t('insights.steps.dismissFailed')}</span>}
        </p>
      )}
    </section>
  );
}
