import type { ReactNode } from 'react';
import { useFormState } from '../../lib/use-form-state.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/index.ts';
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
  const { form, setForm, field } = useFormState<MilestoneForm>(initial);

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
      <TextField label="Title" id="milestone-title" {...field('title')} />
      <TextAreaField label="Description" id="milestone-description" {...field('description')} />
      <TextField
        label={milestoneLabels.dueDate}
        id="milestone-deadline"
        {...field('deadline')}
        attributes={{ type: 'date' }}
      />
    </FormDialog>
  );
}
