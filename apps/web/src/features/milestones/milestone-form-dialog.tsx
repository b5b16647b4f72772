import { useState, type ReactNode } from 'react';
import { input } from 'styled-system/recipes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Field } from '../../components/ui/index.ts';
import { type MilestoneForm } from './milestone-form.ts';
import { milestoneLabels } from './milestone-texts.ts';

interface MilestoneFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  submitLabel: string;
  /** The values the form opens with (read each time the dialog opens). */
  initial: MilestoneForm;
  pending: boolean;
  onSubmit: (form: MilestoneForm) => void;
}

/** Title, description and due date of a milestone, for adding one or editing it. */
export function MilestoneFormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  submitLabel,
  initial,
  pending,
  onSubmit,
}: MilestoneFormDialogProps) {
  const [form, setForm] = useState<MilestoneForm>(initial);
  const set = (key: keyof MilestoneForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setForm(initial); // opened by its trigger: start from the milestone's values
        onOpenChange(next);
      }}
      trigger={trigger}
      title={title}
      description={milestoneLabels.formDescription}
      submitLabel={submitLabel}
      canSubmit={form.title.trim() !== '' && !pending}
      onSubmit={() => onSubmit(form)}
    >
      <Field label="Title" htmlFor="milestone-title">
        <input
          id="milestone-title"
          className={input()}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field label="Description" htmlFor="milestone-description">
        <textarea
          id="milestone-description"
          rows={3}
          className={input({ size: 'multiline' })}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field label={milestoneLabels.dueDate} htmlFor="milestone-deadline">
        <input
          id="milestone-deadline"
          type="date"
          className={input()}
          value={form.deadline}
          onChange={(e) => set('deadline', e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
