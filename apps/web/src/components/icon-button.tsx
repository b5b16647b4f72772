import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from './ui/index.ts';

interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name, also shown in a tooltip (700 ms delay). */
  label: string;
  children: ReactNode;
}

/** An icon-only ghost button whose name appears in a tooltip. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'icon',
  ...props
}: IconButtonProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Button variant={variant} size={size} aria-label={label} {...props}>
          {children}
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
