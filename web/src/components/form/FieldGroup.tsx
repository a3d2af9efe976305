import { useId, type ReactNode } from 'react';

/** The classes of a field group, from the form's own stylesheet. */
export interface FieldGroupClasses {
  field: string;
  label?: string;
  control?: string;
  error: string;
  note?: string;
  optional?: string;
}

/** What a field group gives its control: the label's target, and the error and note it is described by. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  className: string | undefined;
}

export interface FieldGroupProps {
  label: ReactNode;
  /** The field's control, given its id, aria-invalid, aria-describedby and class. */
  render: (props: ControlProps) => ReactNode;
  error?: string | null;
  /** A positive note under the field ("Store ID is available"), shown when there is no error. */
  note?: string | null;
  optional?: boolean;
  /** What marks an optional field, in the page's language (a translated form passes its own). */
  optionalText?: string;
  className?: string;
  classes: FieldGroupClasses;
}

/**
 * A labelled field with its error and note (issue 33: the field groups of every form): both are
 * live regions that are always in the page, so a message that appears is announced, and the
 * control is described by them.
 */
export function FieldGroup({ label, render, error, note, optional, optionalText = '(optional)', className, classes }: FieldGroupProps) {
  const id = useId();
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {optional && <span className={classes.optional}> {optionalText}</span>}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': `${id}-error ${id}-note`, className: classes.control })}
      <p id={`${id}-error`} className={classes.error} aria-live="polite">
        {error ?? ''}
      </p>
      <p id={`${id}-note`} className={classes.note} aria-live="polite">
        {!error && note ? note : ''}
      </p>
    </div>
  );
}
