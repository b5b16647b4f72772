import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { input, label as labelRecipe } from 'styled-system/recipes';

interface FieldProps {
  label: string;
  /** The id of the input the label names. */
  htmlFor: string;
  className?: string;
  children: ReactNode;
}

/** A label above its input, as every form of the app lays them out. */
export function Field({ label, htmlFor, className, children }: FieldProps) {
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column' }), className)}>
      <label htmlFor={htmlFor} className={labelRecipe()}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** Two fields side by side from the small breakpoint up, stacked below it. */
export const fieldPair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
});

interface TextFieldProps<E> {
  label: string;
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Anything else the control takes (type, autoComplete, min, …). */
  attributes?: E;
  /** A line under the input, read with it by screen readers (aria-describedby). */
  hint?: string;
}

/** A labelled one-line input bound to a string. */
export function TextField({
  label,
  id,
  value,
  onValueChange,
  attributes,
  hint,
}: TextFieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        {...attributes}
        aria-describedby={hintId}
        className={input()}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
          {hint}
        </p>
      ) : null}
    </Field>
  );
}

/** A labelled three-line text area bound to a string. */
export function TextAreaField({
  label,
  id,
  value,
  onValueChange,
  attributes,
}: TextFieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} htmlFor={id}>
      <textarea
        id={id}
        rows={3}
        {...attributes}
        className={input({ size: 'multiline' })}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
      />
    </Field>
  );
}
