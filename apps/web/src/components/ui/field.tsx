import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { label as labelRecipe } from 'styled-system/recipes';

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
