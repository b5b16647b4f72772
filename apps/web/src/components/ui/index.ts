// Thin Ark UI wrappers styled by the slot recipes in src/theme/slot-recipes (Park UI's split).
export * as Dialog from './dialog.tsx';
export * as Select from './select.tsx';
export * as Tabs from './tabs.tsx';
export * as Toast from './toast.tsx';
export * as Tooltip from './tooltip.tsx';
export { Button, type ButtonProps } from './button.tsx';
export { Field, fieldPair, TextAreaField, TextField } from './field.tsx';
export { SimpleSelect, type SimpleSelectItem } from './simple-select.tsx';
export { ProgressBar } from './progress-bar.tsx';
