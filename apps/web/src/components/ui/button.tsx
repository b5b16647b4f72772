import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

/** A native button with the button recipe; `type` defaults to "button" so forms never submit by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size }), className)} {...props} />;
}
