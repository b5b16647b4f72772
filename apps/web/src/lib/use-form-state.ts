import { useState } from 'react';

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * A form's values as one object: `set` changes one field, and `field` binds a text field's value
 * and change handler (spread into TextField or TextAreaField).
 */
export function useFormState<F extends object>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const field = <K extends TextKey<F>>(key: K) => ({
    value: form[key] as string,
    onValueChange: (value: string) => set(key, value as F[K]),
  });
  return { form, setForm, set, field };
}
