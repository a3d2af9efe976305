import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { LeadDetail_lead$key } from '../../__generated__/LeadDetail_lead.graphql.ts';
import type { LeadStatus } from '../../__generated__/useLeadActionsStatusMutation.graphql.ts';
import { LEAD_MAX_LENGTHS, LEAD_STATUSES } from '@rules/leads.ts';
import { useLocale, useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardLeads.ts';
import { leadLabel } from './lead-labels.ts';
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
  const t = useT(messages);
  const actions = useLeadActions();
  const [statusNote, setStatusNote] = useState<ActionOutcome | null>(null);
  return (
    <div className={styles.detail}>
      <LeadFacts lead={data} />
      <section className={styles.section} aria-labelledby="lead-message">
        <h2 id="lead-message">{t('dashboardLeads.message')}</h2>
        <p className={styles.message}>{data.message}</p>
      </section>
      <section className={styles.section} aria-labelledby="lead-status">
        <h2 id="lead-status">{t('dashboardLeads.status')}</h2>
        <label className={styles.filter}>
          {t('dashboardLeads.status')}
          <select
            className={styles.control}
            value={data.status}
            disabled={actions.busy}
            onChange={async (event) => setStatusNote(await actions.setStatus(data.id, event.target.value as LeadStatus))}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadLabel(t, status)}
              </option>
            ))}
          </select>
        </label>
        {statusNote && <Outcome outcome={statusNote} done={t('dashboardLeads.statusSaved')} />}
      </section>
      <Entries title={t('dashboardLeads.replies')} id="lead-replies" entries={data.replies} empty={t('dashboardLeads.noReplies')}>
        {data.email ? (
          <TextForm label={t('dashboardLeads.yourReply')} button={t('dashboardLeads.sendReply')} done={t('dashboardLeads.replySent')} max={LEAD_MAX_LENGTHS.reply} onSend={(text) => actions.reply(data.id, text)} busy={actions.busy} />
        ) : (
          <p>{t('dashboardLeads.noEmail')}</p>
        )}
      </Entries>
      <Entries title={t('dashboardLeads.notes')} id="lead-notes" entries={data.notes} empty={t('dashboardLeads.noNotes')}>
        <TextForm label={t('dashboardLeads.newNote')} button={t('dashboardLeads.addNote')} done={t('dashboardLeads.noteAdded')} max={LEAD_MAX_LENGTHS.note} onSend={(text) => actions.addNote(data.id, text)} busy={actions.busy} />
      </Entries>
    </div>
  );
}

type LeadData = { createdAt: unknown; productPath: string | null | undefined; productName: string; storeName: string; email: string | null | undefined; phone: string | null | undefined; preferredTime: string };

/** When it came, about which listing, and how to reach the shopper. */
function LeadFacts({ lead }: { lead: LeadData }) {
  const t = useT(messages);
  const locale = useLocale();
  return (
    <dl className={styles.facts}>
      <dt>{t('dashboardLeads.received')}</dt>
      <dd>{dateTime(locale, lead.createdAt)}</dd>
      <dt>{t('dashboardLeads.listing')}</dt>
      <dd>{lead.productPath ? <Link to={lead.productPath}>{lead.productName}</Link> : t('dashboardLeads.deletedListing', { name: lead.productName })}</dd>
      <dt>{t('dashboardLeads.store')}</dt>
      <dd>{lead.storeName}</dd>
      <dt>{t('dashboardLeads.email')}</dt>
      <dd>{lead.email ? <a href={`mailto:${lead.email}`} dir="ltr">{lead.email}</a> : t('dashboardLeads.notGiven')}</dd>
      <dt>{t('dashboardLeads.phone')}</dt>
      <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} dir="ltr">{lead.phone}</a> : t('dashboardLeads.notGiven')}</dd>
      <dt>{t('dashboardLeads.bestTime')}</dt>
      <dd>{leadLabel(t, lead.preferredTime)}</dd>
    </dl>
  );
}

function Entries({ title, id, entries, empty, children }: { title: string; id: string; entries: readonly { text: string; createdAt: unknown }[]; empty: string; children: React.ReactNode }) {
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entries.length ? (
        <ul className={styles.entries}>
          {entries.map((entry, index) => (
            <li key={index}>
              <span className={styles.when}>{dateTime(locale, entry.createdAt)}</span>
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
  const t = useT(messages);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!text.trim()) return setOutcome({ ok: false, message: t('dashboardLeads.writeFirst') });
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
  const serverText = useServerText();
  return outcome.ok ? (
    <p role="status" className={styles.done}>
      {done}
    </p>
  ) : (
    <p role="alert" className={styles.problem}>
      {serverText(outcome.message)}
    </p>
  );
}
