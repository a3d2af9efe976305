import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { FormShell } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import type { Outcome } from './ContactOutcomeDialog.tsx';
import { ContactFieldGroup, UserTypeSelect } from './ContactFieldGroup.tsx';
import { CONTACT_FIELDS, EMPTY_CONTACT_VALUES, toContactMessage, validateContact, type ContactValues } from './contactValidation';
import { useSendContactMessageMutation } from './useSendContactMessageMutation.ts';
import styles from './ContactForm.module.css';
import { PAGE_FORM_PATHS, isUserType } from '@rules/index.ts';
import { usePageForm } from '../../components/context/page-form.tsx';
import { useLocalizedPath, useT, useServerText } from '../../components/context/locale.tsx';
import { messages as contactMessages } from '../../lib/i18n/compiled/en/contact.ts';

// The outcome dialog (and radix-ui's AlertDialog it is built with) opens only after a submission:
// no part of the contact page's first load (npm run budget:web). Its code is fetched as soon as
// the form's code runs, so it is there long before a message is sent.
const loadOutcomeDialog = () => import('./ContactOutcomeDialog.tsx');
const ContactOutcomeDialog = lazy(async () => ({ default: (await loadOutcomeDialog()).ContactOutcomeDialog }));
if (typeof window !== 'undefined') void loadOutcomeDialog();

/** What the server sent back for a form posted before the script ran, as the form's values. */
function answeredValues(values: Record<string, string> | undefined): ContactValues {
  if (!values) return EMPTY_CONTACT_VALUES;
  const userType = values.userType?.trim().toLowerCase() ?? '';
  return { name: values.name ?? '', email: values.email ?? '', message: values.message ?? '', userType: isUserType(userType) ? userType : '' };
}

/**
 * The contact form of docs/spec/storefront.md §5: every field required, then Success! or Oops... in a dialog. Posted
 * before the script has run, the server sends it (http/page-forms.ts) and answers with ?sent=1
 * (`sentWithoutScript`: the page says it was sent), or the form again with what was typed and the error.
 */
export default function ContactForm({ sentWithoutScript = false }: { sentWithoutScript?: boolean }) {
  const answered = usePageForm('contact');
  const t = useT(contactMessages);
  const formText = useServerText();
  const localized = useLocalizedPath();
  const form = useForm<ContactValues>({ initial: () => answeredValues(answered?.values), initialErrors: answered?.errors, validate: validateContact, order: CONTACT_FIELDS });
  const [submitting, setSubmitting] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('success');
  const [send] = useSendContactMessageMutation();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const group = (field: keyof ContactValues, label: string) => ({ field, label, error: form.errors[field] });

  async function handleSubmit() {
    if (submitting || !form.check()) return;
    setSubmitting(true);
    const result: Outcome = (await send(toContactMessage(form.values))) ? 'success' : 'failure';
    if (result === 'success') form.reset(EMPTY_CONTACT_VALUES);
    setSubmitting(false);
    setOutcome(result);
    setDialogOpen(true);
  }

  return (
    <>
      <FormShell action={localized(PAGE_FORM_PATHS.contact)} className={styles.form} onSubmit={handleSubmit} busy={submitting} note={answered?.message ? { text: formText(answered.message.text), ok: false } : null} noteClass={{ error: styles.error }} submit={<ContactSubmit ref={submitRef} submitting={submitting} />}>
        {sentWithoutScript && (
          <p className={styles.requiredNote} role="status">
            {t('contact.sent')}
          </p>
        )}
        <p className={styles.requiredNote}>{t('contact.allRequired')}</p>
        <div className={styles.row}>
          <ContactFieldGroup {...group('name', t('contact.name'))} render={(props) => <input {...props} ref={(el) => { nameRef.current = el; form.ref('name')(el); }} name="name" type="text" autoComplete="name" placeholder={t('contact.namePlaceholder')} value={form.values.name} onChange={form.change} required />} />
          <ContactFieldGroup {...group('email', t('contact.email'))} render={(props) => <input {...props} ref={form.ref('email')} name="email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" value={form.values.email} onChange={form.change} required />} />
        </div>
        <ContactFieldGroup {...group('userType', t('contact.iAmA'))} render={(props) => <UserTypeSelect {...props} ref={form.ref('userType')} value={form.values.userType} onChange={form.change} />} />
        <ContactFieldGroup {...group('message', t('contact.message'))} render={(props) => <textarea {...props} ref={form.ref('message')} className={`${props.className} ${styles.textarea}`} name="message" rows={6} placeholder={t('contact.messagePlaceholder')} value={form.values.message} onChange={form.change} required />} />
      </FormShell>
      <Suspense fallback={null}>
        <ContactOutcomeDialog open={dialogOpen} onOpenChange={setDialogOpen} outcome={outcome} returnFocusTo={() => (outcome === 'success' ? nameRef.current : submitRef.current)} />
      </Suspense>
    </>
  );
}

/** Send Message, with a spinner while it is sent; announced to screen readers. */
function ContactSubmit({ ref, submitting }: { ref: Ref<HTMLButtonElement>; submitting: boolean }) {
  const t = useT(contactMessages);
  return (
    <>
      <button ref={ref} type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? (
          <>
            <span className={styles.spinner} data-testid="contact-spinner" aria-hidden="true" />
            <span>{t('contact.sending')}</span>
          </>
        ) : (
          <span>{t('contact.send')}</span>
        )}
      </button>
      <p className="visually-hidden" role="status">
        {submitting ? t('contact.sendingMessage') : ''}
      </p>
    </>
  );
}
