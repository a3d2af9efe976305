import { useState } from 'react';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { usePageForm } from '../../components/context/page-form.tsx';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/leads.ts';
import { LEAD_CONTACT_TIMES, LEAD_FORM_TOKEN_FIELD, LEAD_HONEYPOT_FIELD, LEAD_MAX_LENGTHS } from '@rules/leads.ts';
import { LISTING_FORM } from '@rules/page-forms.ts';
import { ENQUIRY_FIELDS, enquiryProblems, enquiryValues, type EnquiryProblem, type EnquiryValues } from './enquiryValidation.ts';
import { useSendEnquiryMutation } from './useSendEnquiryMutation.ts';
import styles from './EnquiryForm.module.css';

export interface EnquiryFormProps {
  /** The listing's global id (GraphQL) and numeric id (the form posted without the script). */
  productId: string;
  databaseId: number;
  listingName: string;
  /** The signed time the form was handed out (Query.leadFormToken). */
  formToken: string;
  /** The listing's page after an enquiry posted without the script (?enquiry=1). */
  sentWithoutScript?: boolean;
}

const fieldClasses = { field: styles.field, label: styles.label, control: styles.control, error: styles.error };

/**
 * A listing's enquiry form (issue 37 part 2): a name, a phone or an e-mail, a message and a
 * contact time. It posts to the listing's own page before the script runs (the server answers:
 * http/page-form-actions.ts) and is sent by GraphQL after. The hidden field people never see and
 * the signed fill time keep scripts out without any third-party captcha.
 */
// Message ids are written out, never built from parts: the build shortens each literal id
// (web/build/short-message-ids.ts), so an id put together at run time would name nothing.
const PROBLEM_IDS = {
  required: 'leads.required',
  contactRequired: 'leads.contactRequired',
  invalidEmail: 'leads.invalidEmail',
  invalidPhone: 'leads.invalidPhone',
  tooLong: 'leads.tooLong',
} as const satisfies Record<EnquiryProblem, string>;
const FIELD_IDS = { name: 'leads.name', email: 'leads.email', phone: 'leads.phone', message: 'leads.message', preferredTime: 'leads.preferredTime' } as const satisfies Record<(typeof ENQUIRY_FIELDS)[number], string>;
const TIME_IDS = { any: 'leads.time.any', morning: 'leads.time.morning', afternoon: 'leads.time.afternoon', evening: 'leads.time.evening' } as const satisfies Record<(typeof LEAD_CONTACT_TIMES)[number], string>;

export function EnquiryForm({ productId, databaseId, listingName, formToken, sentWithoutScript = false }: EnquiryFormProps) {
  const t = useT(messages);
  const answered = usePageForm(LISTING_FORM);
  const form = useForm<EnquiryValues>({
    initial: () => enquiryValues(answered?.values, t('leads.defaultMessage', { listing: listingName })),
    initialErrors: answered?.errors,
    validate: (values) => Object.fromEntries(Object.entries(enquiryProblems(values)).map(([field, problem]) => [field, t(PROBLEM_IDS[problem])])),
    order: ENQUIRY_FIELDS,
  });
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(answered?.message ? { text: answered.message.text, ok: false } : sentWithoutScript ? { text: t('leads.sent'), ok: true } : null);
  const send = useSendEnquiryMutation();
  // The form hydrates after the page (./LazyListingEnquiry.tsx): a mark for what waits until it works.
  const hydrated = useHydrated();

  async function submit() {
    if (busy || !form.check()) return;
    setBusy(true);
    setNote(null);
    const answer = await send({ ...form.values, productId, website: honeypot, formToken });
    setBusy(false);
    if (answer.ok) {
      form.reset(enquiryValues(undefined, t('leads.defaultMessage', { listing: listingName })));
      setNote({ text: t('leads.sent'), ok: true });
    } else if (answer.field && (ENQUIRY_FIELDS as readonly string[]).includes(answer.field) && answer.message) {
      form.fail(answer.field as keyof EnquiryValues & string, answer.message);
    } else setNote({ text: answer.message ?? t('leads.failed'), ok: false });
  }

  const group = (field: keyof EnquiryValues & string) => ({ label: t(FIELD_IDS[field]), error: form.errors[field], classes: fieldClasses });
  return (
    <section id="enquiry" className={styles.card} aria-labelledby="enquiry-heading" data-hydrated={hydrated || undefined}>
      <h2 id="enquiry-heading" className={styles.heading}>
        {t('leads.heading')}
      </h2>
      <p className={styles.intro}>{t('leads.intro')}</p>
      <FormShell className={styles.form} onSubmit={() => void submit()} busy={busy} note={note} noteAt="end" noteClass={{ error: styles.problem, ok: styles.done }} submit={<SubmitButton busy={busy} label={t('leads.send')} busyLabel={t('leads.sending')} className={styles.submit} />}>
        <input type="hidden" name="form" value={LISTING_FORM} />
        <input type="hidden" name="productId" value={databaseId} />
        <input type="hidden" name={LEAD_FORM_TOKEN_FIELD} value={formToken} />
        <div className={styles.trap} aria-hidden="true">
          <label>
            {t('leads.honeypot')}
            <input type="text" name={LEAD_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
          </label>
        </div>
        <FieldGroup {...group('name')} render={(props) => <input {...props} ref={form.ref('name')} name="name" type="text" autoComplete="name" maxLength={LEAD_MAX_LENGTHS.name} value={form.values.name} onChange={form.change} />} />
        <div className={styles.pair}>
          <FieldGroup {...group('phone')} render={(props) => <input {...props} ref={form.ref('phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" maxLength={LEAD_MAX_LENGTHS.phone} value={form.values.phone} onChange={form.change} />} />
          <FieldGroup {...group('email')} render={(props) => <input {...props} ref={form.ref('email')} name="email" type="email" inputMode="email" autoComplete="email" dir="ltr" maxLength={LEAD_MAX_LENGTHS.email} value={form.values.email} onChange={form.change} />} />
        </div>
        <FieldGroup {...group('message')} render={(props) => <textarea {...props} ref={form.ref('message')} name="message" rows={4} maxLength={LEAD_MAX_LENGTHS.message} value={form.values.message} onChange={form.change} />} />
        <FieldGroup
          {...group('preferredTime')}
          render={(props) => (
            <select {...props} ref={form.ref('preferredTime')} name="preferredTime" value={form.values.preferredTime} onChange={form.change}>
              {LEAD_CONTACT_TIMES.map((time) => (
                <option key={time} value={time}>
                  {t(TIME_IDS[time])}
                </option>
              ))}
            </select>
          )}
        />
      </FormShell>
    </section>
  );
}
