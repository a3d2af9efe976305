import { graphql, useFragment } from 'react-relay';
import type { UndeliveredMailList_mail$key } from '../../__generated__/UndeliveredMailList_mail.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { useRetryUndeliveredMailMutation } from './useRetryUndeliveredMailMutation.ts';
import admin from '../../components/admin.module.css';
import styles from './UndeliveredMail.module.css';

type OnError = (message: string | null) => void;

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every mail the queue gave up on, as cards (readable at 360 px), each with "Send again". */
export function UndeliveredMailList({ mails, onError }: { mails: ReadonlyArray<UndeliveredMailList_mail$key & { readonly id: string }>; onError: OnError }) {
  if (!mails.length) return <EmptyText>Every mail was delivered.</EmptyText>;
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
  const [retry, retrying] = useRetryUndeliveredMailMutation();
  return (
    <li className={styles.card}>
      <div className={styles.subject}>{row.subject}</div>
      <div className={admin.meta}>
        To {row.to} · {row.attempts} {row.attempts === 1 ? 'try' : 'tries'} · last on {when(row.failedAt)}
      </div>
      {row.error && <div className={styles.reason}>{row.error}</div>}
      <div className={admin.actions}>
        <button type="button" className={admin.small} disabled={retrying} onClick={() => (onError(null), retry(row.id, onError))}>
          {retrying ? 'Queuing...' : 'Send again'}
        </button>
      </div>
    </li>
  );
}
