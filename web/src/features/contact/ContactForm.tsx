import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import {
  EMPTY_CONTACT_VALUES,
  clearFieldError,
  firstErrorField,
  hasErrors,
  toContactMessage,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactValidation';
import { useSendContactMessageMutation } from './useSendContactMessageMutation.ts';
import styles from './ContactForm.module.css';
import { CONTACT_MESSAGES, PAGE_FORM_PATHS, isUserType } from '@rules/index.ts';
import { usePageForm } from '../../components/context/page-form.tsx';

type Outcome = 'success' | 'failure';

const OUTCOME_TEXT: Record<Outcome, { title: string; description: string }> = {
  success: { title: 'Success!', description: CONTACT_MESSAGES.sent },
  failure: { title: 'Oops...', description: 'Failed to send your message. Please try again!' },
};

/** What the server sent back for a form posted before the script ran, as the form's values. */
function answeredValues(values: Record<string, string> | undefined): ContactValues {
  if (!values) return EMPTY_CONTACT_VALUES;
  const userType = values.userType?.trim().toLowerCase() ?? '';
  return { name: values.name ?? '', email: values.email ?? '', message: values.message ?? '', userType: isUserType(userType) ? userType : '' };
}

/**
 * The contact form of spec §5: every field required, then Success! or Oops... in a dialog. Posted
 * before the script has run, the server sends it (http/page-forms.ts) and answers with ?sent=1
 * (`sentWithoutScript`: the page says it was sent), or the form again with what was typed and the error.
 */
export default function ContactForm({ sentWithoutScript = false }: { sentWithoutScript?: boolean }) {
  const answered = usePageForm('contact');
  const [values, setValues] = useState<ContactValues>(() => answeredValues(answered?.values));
  const [errors, setErrors] = useState<ContactErrors>(() => ({ ...answered?.errors }));
  const [submitting, setSubmitting] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('success');
  const [send] = useSendContactMessageMutation();

  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>>>({});
  const submitRef = useRef<HTMLButtonElement>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as ContactField;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;

    const found = validateContact(values);
    if (hasErrors(found)) {
      setErrors(found);
      const first = firstErrorField(found);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }

    setErrors({});
    setSubmitting(true);
    const result: Outcome = (await send(toContactMessage(values))) ? 'success' : 'failure';
    if (result === 'success') setValues(EMPTY_CONTACT_VALUES);
    setSubmitting(false);
    setOutcome(result);
    setDialogOpen(true);
  }

  function describedBy(field: ContactField) {
    return errorId(field);
  }

  function fieldError(field: ContactField) {
    return (
      <p id={errorId(field)} className={styles.error} aria-live="polite">
        {errors[field] ? (
          <>
            <svg className={styles.errorIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.5v4.2M8 11.1v.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            {errors[field]}
          </>
        ) : null}
      </p>
    );
  }

  const text = OUTCOME_TEXT[outcome];

  return (
    <>
      <form method="post" action={PAGE_FORM_PATHS.contact} className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
        {sentWithoutScript && (
          <p className={styles.requiredNote} role="status">
            {CONTACT_MESSAGES.sent}
          </p>
        )}
        {answered?.message && (
          <p className={styles.error} role="alert">
            {answered.message.text}
          </p>
        )}
        <p className={styles.requiredNote}>All fields are required.</p>

        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={fieldId('name')}>
              Name
            </label>
            <input
              ref={(el) => {
                fieldRefs.current.name = el;
              }}
              id={fieldId('name')}
              className={styles.control}
              name="name"
              type="text"
              autoComplete="name"
              placeholder="Your full name"
              value={values.name}
              onChange={handleChange}
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
            />
            {fieldError('name')}
          </div>

          <div className={styles.field}>
            <label className={styles.label} htmlFor={fieldId('email')}>
              Email
            </label>
            <input
              ref={(el) => {
                fieldRefs.current.email = el;
              }}
              id={fieldId('email')}
              className={styles.control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={values.email}
              onChange={handleChange}
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email')}
            />
            {fieldError('email')}
          </div>
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={fieldId('userType')}>
            I am a
          </label>
          <div className={styles.selectWrap}>
            <select
              ref={(el) => {
                fieldRefs.current.userType = el;
              }}
              id={fieldId('userType')}
              className={`${styles.control} ${styles.select}`}
              name="userType"
              value={values.userType}
              onChange={handleChange}
              required
              aria-invalid={errors.userType ? true : undefined}
              aria-describedby={describedBy('userType')}
            >
              <option value="">Select Type</option>
              <option value="vendor">Vendor</option>
              <option value="customer">Customer</option>
            </select>
            <svg className={styles.selectChevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          {fieldError('userType')}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={fieldId('message')}>
            Message
          </label>
          <textarea
            ref={(el) => {
              fieldRefs.current.message = el;
            }}
            id={fieldId('message')}
            className={`${styles.control} ${styles.textarea}`}
            name="message"
            rows={6}
            placeholder="How can we help you?"
            value={values.message}
            onChange={handleChange}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
          />
          {fieldError('message')}
        </div>

        <button ref={submitRef} type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? (
            <>
              <span className={styles.spinner} data-testid="contact-spinner" aria-hidden="true" />
              <span>Sending…</span>
            </>
          ) : (
            <span>Send Message</span>
          )}
        </button>
        <p className="visually-hidden" role="status">
          {submitting ? 'Sending your message…' : ''}
        </p>
      </form>

      <AlertDialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content
            className={styles.dialog}
            data-outcome={outcome}
            onCloseAutoFocus={(event) => {
              // No trigger button to return to: go back to the form.
              event.preventDefault();
              (outcome === 'success' ? fieldRefs.current.name : submitRef.current)?.focus();
            }}
          >
            <span className={`${styles.dialogIcon} ${outcome === 'success' ? styles.dialogIconSuccess : styles.dialogIconFailure}`}>
              {outcome === 'success' ? (
                <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 7v6M12 16.5v.5" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
                </svg>
              )}
            </span>
            <AlertDialog.Title className={styles.dialogTitle}>{text.title}</AlertDialog.Title>
            <AlertDialog.Description className={styles.dialogText}>{text.description}</AlertDialog.Description>
            {/* Cancel, not Action: AlertDialog moves focus to its Cancel button when it opens. */}
            <AlertDialog.Cancel className={styles.dialogButton}>OK</AlertDialog.Cancel>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
