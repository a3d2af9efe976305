import { useRef, useState, type ChangeEvent } from 'react';

/** The broken rules by field, as the `rules/` validators answer them (a field without a rule broken is absent or undefined). */
export type FormErrors<V> = Partial<Record<keyof V & string, string | undefined>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormOptions<V> {
  /** The form's first values (a function runs once). */
  initial: V | (() => V);
  /** The errors to start from (the server's answer to a post made before the script ran). */
  initialErrors?: FormErrors<V>;
  /** One of the validators of `rules/`: the same rule the server applies to the same values. */
  validate?: (values: V) => FormErrors<V>;
  /** The fields in the form's order, where it differs from the values' own (the first broken one is focused). */
  order?: ReadonlyArray<keyof V & string>;
  /** What a field's typed text becomes (a store id's spaces, a price's letters); returns the value to keep. */
  normalize?: <K extends keyof V & string>(field: K, text: string) => V[K];
}

export interface Form<V> {
  values: V;
  errors: FormErrors<V>;
  /** Sets one field and clears its error. */
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Sets several fields at once (their errors stay). */
  update: (changes: Partial<V>) => void;
  /** For a control whose `name` is its field: `onChange={form.change}`. */
  change: (event: ChangeEvent<Control>) => void;
  setErrors: (errors: FormErrors<V>) => void;
  /** Sets one field's error (the server's answer names a field) and moves focus there. */
  fail: (field: keyof V & string, message: string) => void;
  /** A control's ref, so a broken field can be focused: `ref={form.ref('email')}`. */
  ref: (field: keyof V & string) => (element: HTMLElement | null) => void;
  focus: (field: keyof V & string) => void;
  /** Runs the validator, shows every broken rule and focuses the first broken field: true when none is broken. */
  check: () => boolean;
  /** Starts again from these values, with no errors. */
  reset: (values: V) => void;
}

/** The first field, in `order` (else the values' own order), that has an error. */
export function firstBrokenField<V extends object>(values: V, errors: FormErrors<V>, order?: ReadonlyArray<keyof V & string>): (keyof V & string) | undefined {
  return (order ?? (Object.keys(values) as Array<keyof V & string>)).find((field) => errors[field]);
}

/**
 * A form's values, errors and focus over the shared validators (issue 33): every form of the web
 * app keeps its fields the same way, checks them with the rule the server applies, shows every
 * broken rule at once and puts the reader on the first one.
 */
export function useForm<V extends object>({ initial, initialErrors, validate, order, normalize }: FormOptions<V>): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>(() => ({ ...initialErrors }));
  const controls = useRef<Partial<Record<keyof V & string, HTMLElement | null>>>({});

  const focus = (field: keyof V & string) => controls.current[field]?.focus();
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  return {
    values,
    errors,
    set,
    update: (changes) => setValues((current) => ({ ...current, ...changes })),
    change: (event) => {
      const field = event.target.name as keyof V & string;
      set(field, normalize ? normalize(field, event.target.value) : (event.target.value as V[typeof field]));
    },
    setErrors,
    fail: (field, message) => {
      setErrors((current) => ({ ...current, [field]: message }));
      focus(field);
    },
    ref: (field) => (element) => {
      controls.current[field] = element;
    },
    focus,
    check: () => {
      const found = validate?.(values) ?? {};
      setErrors(found);
      const first = firstBrokenField(values, found, order);
      if (first) focus(first);
      return !first;
    },
    reset: (next) => {
      setValues(next);
      setErrors({});
    },
  };
}
