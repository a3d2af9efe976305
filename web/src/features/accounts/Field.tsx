import { FieldGroup, type FieldGroupProps } from '../../components/form/FieldGroup.tsx';
import styles from '../../components/AccountForms.module.css';
import { useServerText } from '../../components/context/locale.tsx';

export type FieldProps = Omit<FieldGroupProps, 'classes'>;

const CLASSES = { field: styles.field, label: styles.label, control: styles.control, error: styles.error, note: styles.note, optional: styles.optional };

/** A field of the account forms (registration, password reset): the shared field group in their looks, its error and note in the page's language. */
export function Field({ error, note, ...props }: FieldProps) {
  const formText = useServerText();
  return <FieldGroup {...props} error={error ? formText(error) : error} note={note ? formText(note) : note} classes={CLASSES} />;
}
