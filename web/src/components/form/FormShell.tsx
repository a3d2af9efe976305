import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from 'react';

/** A message for the whole form: a failure is announced at once (alert), a note politely (status). */
export interface FormNote {
  text: ReactNode;
  ok: boolean;
}

export interface FormShellProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'method'> {
  /** Runs after the browser's own submit is stopped: the script sends the form itself. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
  busy?: boolean;
  /** The form's message, and where it stands: first (above the fields) or last (above the submit button). */
  note?: FormNote | null;
  noteAt?: 'start' | 'end';
  /** The classes of a failure and of a note. */
  noteClass?: { error: string; ok?: string };
  /** The submit button (SubmitButton), with what stands beside it. */
  submit: ReactNode;
  children: ReactNode;
}

/**
 * The form element of every form (issue 33): it posts to `action` with method="post" before the
 * page's script has run (issue 32: the server answers such a post, http/page-forms.ts), and once
 * it has, the script sends it instead. The browser's own validation is off (noValidate): the
 * shared rules check the fields and say what is wrong in the page's words.
 */
export function FormShell({ onSubmit, busy = false, note, noteAt = 'start', noteClass, submit, children, ...form }: FormShellProps) {
  const message = note && noteClass ? <FormMessage note={note} classes={noteClass} /> : null;
  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {noteAt === 'start' && message}
      {children}
      {noteAt === 'end' && message}
      {submit}
    </form>
  );
}

/** A form's message: role alert for a failure, status for a note. */
export function FormMessage({ note, classes }: { note: FormNote; classes: { error: string; ok?: string } }) {
  return (
    <p className={note.ok ? (classes.ok ?? classes.error) : classes.error} role={note.ok ? 'status' : 'alert'}>
      {note.text}
    </p>
  );
}

/** The submit button: disabled and saying so while the form is sent. */
export function SubmitButton({ busy, label, busyLabel, className, disabled = false, describedBy }: { busy: boolean; label: ReactNode; busyLabel: ReactNode; className: string; disabled?: boolean; describedBy?: string }) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined} aria-describedby={describedBy}>
      {busy ? busyLabel : label}
    </button>
  );
}
