import { FieldGroup, type FieldGroupProps } from '../../components/form/FieldGroup.tsx';
import styles from '../../components/AccountForms.module.css';

export type FieldProps = Omit<FieldGroupProps, 'classes'>;

const CLASSES = { field: styles.field, label: styles.label, control: styles.control, error: styles.error, note: styles.note, optional: styles.optional };

/** A field of the account forms (registration, password reset): the shared field group in their looks. */
export function Field(props: FieldProps) {
  return <FieldGroup {...props} classes={CLASSES} />;
}
