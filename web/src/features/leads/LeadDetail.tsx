import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { LeadDetail_lead$key } from '../../__generated__/LeadDetail_lead.graphql.ts';
import type { LeadStatus } from '../../__generated__/useLeadActionsStatusMutation.graphql.ts';
import { LEAD_CONTACT_TIME_LABELS, LEAD_MAX_LENGTHS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadContactTime } from '@rules/leads.ts';
import { useLeadActions, type ActionOutcome } from './useLeadActions.ts';
import buttons from '../../components/Button.module.css';
import styles from './Leads.module.css';
import { leadDateTime as dateTime } from './lead-dates.ts';


/** One lead: who asked about what, how to reach them, its status, the store's notes and replies. */
export function LeadDetail({ lead }: { lead: LeadDetail_lead$key }) {
  const data = useFragment(
    graphql`
      fragment LeadDetail_lead on Lead {
        id
        name
        email
        phone
        message
        preferredTime
        status
        productName
        productPath
        storeName
        createdAt
        notes {
          text
          createdAt
        }
        replies {
          text
          createdAt
        }
      }
    `,
    lead,
  );
  const actions = useLeadActions();
  const [statusNote, setStatusNote] = useState<ActionOutcome | null>(null);
  return (
    <div className={styles.detail}>
      <LeadFacts lead={data} />
      <section className={styles.section} aria-labelledby="lead-message">
        <h2 id="lead-message">Message</h2>
        <p className={styles.message}>{data.message}</p>
      </section>
      <section className={styles.section} aria-labelledby="lead-status">
        <h2 id="lead-status">Status</h2>
        <label className={styles.filter}>
          Status
          <select
            className={styles.control}
            value={data.status}
            disabled={actions.busy}
            onChange={async (event) => setStatusNote(await actions.setStatus(data.id, event.target.value as LeadStatus))}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        {statusNote && <Outcome outcome={statusNote} done="Status saved." />}
      </section>
      <Entries title="Reply by e-mail" id="lead-replies" entries={data.replies} empty="No reply sent yet.">
        {data.email ? (
          <TextForm label="Your reply" button="Send reply" done="Reply sent: it is on its way to the shopper's e-mail." max={LEAD_MAX_LENGTHS.reply} onSend={(text) => actions.reply(data.id, text)} busy={actions.busy} />
        ) : (
          <p>This shopper left no e-mail address: call or message the phone number above.</p>
        )}
      </Entries>
      <Entries title="Notes (only your store sees these)" id="lead-notes" entries={data.notes} empty="No notes yet.">
        <TextForm label="New note" button="Add note" done="Note added." max={LEAD_MAX_LENGTHS.note} onSend={(text) => actions.addNote(data.id, text)} busy={actions.busy} />
      </Entries>
    </div>
  );
}

type LeadData = { createdAt: unknown; productPath: string | null | undefined; productName: string; storeName: string; email: string | null | undefined; phone: string | null | undefined; preferredTime: string };

/** When it came, about which listing, and how to reach the shopper. */
function LeadFacts({ lead }: { lead: LeadData }) {
  return (
    <dl className={styles.facts}>
        <dt>Received</dt>
        <dd>{dateTime(lead.createdAt)}</dd>
        <dt>Listing</dt>
        <dd>{lead.productPath ? <Link to={lead.productPath}>{lead.productName}</Link> : `${lead.productName} (deleted)`}</dd>
        <dt>Store</dt>
        <dd>{lead.storeName}</dd>
        <dt>E-mail</dt>
        <dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : 'Not given'}</dd>
        <dt>Phone</dt>
        <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : 'Not given'}</dd>
        <dt>Best time</dt>
        <dd>{LEAD_CONTACT_TIME_LABELS[lead.preferredTime as LeadContactTime] ?? lead.preferredTime}</dd>
    </dl>
  );
}

function Entries({ title, id, entries, empty, children }: { title: string; id: string; entries: readonly { text: string; createdAt: unknown }[]; empty: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entries.length ? (
        <ul className={styles.entries}>
          {entries.map((entry, index) => (
            <li key={index}>
              <span className={styles.when}>{dateTime(entry.createdAt)}</span>
              {entry.text}
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
      {children}
    </section>
  );
}

/** A text box and its button: cleared once the server took it, the server's refusal shown otherwise. */
function TextForm({ label, button, done, max, onSend, busy }: { label: string; button: string; done: string; max: number; onSend: (text: string) => Promise<ActionOutcome>; busy: boolean }) {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!text.trim()) return setOutcome({ ok: false, message: 'Please write something first.' });
        const result = await onSend(text);
        setOutcome(result);
        if (result.ok) setText('');
      }}
    >
      <label className={styles.filter}>
        {label}
        <textarea className={styles.control} rows={4} maxLength={max} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className={buttons.primary} disabled={busy}>
        {button}
      </button>
      {outcome && <Outcome outcome={outcome} done={done} />}
    </form>
  );
}

function Outcome({ outcome, done }: { outcome: ActionOutcome; done: string }) {
  return outcome.ok ? (
    <p role="status" className={styles.done}>
      {done}
    </p>
  ) : (
    <p role="alert" className={styles.problem}>
      {outcome.message}
    </p>
  );
}
