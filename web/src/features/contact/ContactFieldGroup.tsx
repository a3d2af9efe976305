import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import styles from './ContactForm.module.css';
import { useT, useServerText } from '../../components/context/locale.tsx';
import { messages as contactMessages } from '../../lib/i18n/compiled/en/contact.ts';

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/**
 * A field of the contact form: label, control and its error with the form's warning icon. The
 * error paragraph is always there (a live region), so a message that appears is announced.
 */
export function ContactFieldGroup({ field, label, error, render }: { field: string; label: string; error?: string; render: (props: ControlProps) => ReactNode }) {
  const id = `${useId()}-${field}`;
  const formText = useServerText();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {render({ id, className: styles.control, 'aria-invalid': error ? true : undefined, 'aria-describedby': `${id}-error` })}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error ? (
          <>
            <svg className={styles.errorIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.5v4.2M8 11.1v.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            {formText(error)}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** "I am a": Select Type, Vendor or Customer, with the form's chevron. */
export function UserTypeSelect({ ref, className, value, onChange, ...props }: ControlProps & { ref: Ref<HTMLSelectElement>; value: string; onChange: (event: ChangeEvent<HTMLSelectElement>) => void }) {
  const t = useT(contactMessages);
  return (
    <div className={styles.selectWrap}>
      <select {...props} ref={ref} className={`${className} ${styles.select}`} name="userType" value={value} onChange={onChange} required>
        <option value="">{t('contact.selectType')}</option>
        <option value="vendor">{t('contact.vendor')}</option>
        <option value="customer">{t('contact.customer')}</option>
      </select>
      <svg className={styles.selectChevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
