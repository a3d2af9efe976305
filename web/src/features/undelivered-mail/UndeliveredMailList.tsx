import { graphql, useFragment } from 'react-relay';
import type { UndeliveredMailList_mail$key } from '../../__generated__/UndeliveredMailList_mail.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { useRetryUndeliveredMailMutation } from './useRetryUndeliveredMailMutation.ts';
import admin from '../../components/admin.module.css';
import styles from './UndeliveredMail.module.css';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardUndeliveredMail.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { formatCount } from '../../lib/number-format.ts';

type OnError = (message: string | null) => void;

/** Every mail the queue gave up on, as cards (readable at 360 px), each with "Send again". */
export function UndeliveredMailList({ mails, onError }: { mails: ReadonlyArray<UndeliveredMailList_mail$key & { readonly id: string }>; onError: OnError }) {
  const t = useT(messages);
  if (!mails.length) return <EmptyText>{t('dashboardUndeliveredMail.none')}</EmptyText>;
  return (
    <ul className={styles.list}>
      {mails.map((mail) => (
        <UndeliveredMailCard key={mail.id} mail={mail} onError={onError} />
      ))}
    </ul>
  );
}

function UndeliveredMailCard({ mail, onError }: { mail: UndeliveredMailList_mail$key; onError: OnError }) {
  const row = useFragment(
    graphql`
      fragment UndeliveredMailList_mail on UndeliveredMail {
        id
        to
        subject
        attempts
        error
        failedAt
      }
    `,
    mail,
  );
  const t = useT(messages);
  const locale = useLocale();
  const [retry, retrying] = useRetryUndeliveredMailMutation();
  const when = dateFormat(locale, 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(row.failedAt));
  return (
    <li className={styles.card}>
      <div className={styles.subject}>{row.subject}</div>
      <div className={admin.meta}>
        {t('dashboardUndeliveredMail.meta', { to: row.to, count: row.attempts, shown: formatCount(row.attempts), when })}
      </div>
      {row.error && <div className={styles.reason}>{row.error}</div>}
      <div className={admin.actions}>
        <button type="button" className={admin.small} disabled={retrying} onClick={() => (onError(null), retry(row.id, onError))}>
          {t(retrying ? 'dashboardUndeliveredMail.queuing' : 'dashboardUndeliveredMail.sendAgain')}
        </button>
      </div>
    </li>
  );
}
