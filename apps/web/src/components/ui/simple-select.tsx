import { Check, ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import * as Select from './select.tsx';

export interface SimpleSelectItem {
  value: string;
  label: string;
  /** A short line under the label in the list, telling similar options apart. */
  hint?: string;
}

interface SimpleSelectProps {
  items: readonly SimpleSelectItem[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** A visible label; when absent, `ariaLabel` names the control (a label only screen readers read). */
  label?: string;
  ariaLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  size?: 'sm' | 'md';
}

const screenReaderOnly = css({ srOnly: true });

/** One-value select built from the Select wrappers: a label, a trigger and a list of items. */
export function SimpleSelect({
  items,
  value,
  onValueChange,
  label,
  ariaLabel,
  placeholder,
  disabled,
  className,
  size = 'md',
}: SimpleSelectProps) {
  const collection = useMemo(() => Select.createListCollection({ items: [...items] }), [items]);
  return (
    <Select.Root
      collection={collection}
      value={value === null ? [] : [value]}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined) onValueChange(next);
      }}
      disabled={disabled}
      className={className}
    >
      {/* The trigger, the list and the hidden <select> are all labelled by this element's id:
          without a visible label it is still there, for screen readers only. */}
      {label || ariaLabel ? (
        <Select.Label className={label ? undefined : screenReaderOnly}>
          {label ?? ariaLabel}
        </Select.Label>
      ) : null}
      <Select.Control>
        <Select.Trigger className={size === 'sm' ? css({ h: '8' }) : undefined}>
          <Select.ValueText placeholder={placeholder} />
          <ChevronDown aria-hidden />
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              {item.hint ? (
                <span className={css({ display: 'flex', flexDirection: 'column' })}>
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <span
                    data-part="item-hint"
                    className={css({ fontSize: 'xs', color: 'fg.muted', lineHeight: '1.3' })}
                  >
                    {item.hint}
                  </span>
                </span>
              ) : (
                <Select.ItemText>{item.label}</Select.ItemText>
              )}
              <Select.ItemIndicator>
                <Check />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
    </Select.Root>
  );
}
