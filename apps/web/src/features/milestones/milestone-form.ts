export interface MilestoneForm {
  title: string;
  description: string;
  deadline: string;
}

export interface MilestoneCreate {
  bookId: number;
  title: string;
  description: string | null;
  deadline: string | null;
}

export const EMPTY_MILESTONE_FORM: MilestoneForm = { title: '', description: '', deadline: '' };

/** The title trimmed; description and deadline null when left empty. */
export function toMilestoneCreateInput(bookId: number, form: MilestoneForm): MilestoneCreate {
  return {
    bookId,
    title: form.title.trim(),
    description: form.description.trim() ? form.description.trim() : null,
    deadline: form.deadline ? form.deadline : null,
  };
}

/** The form filled with a milestone's values, for editing it. */
export function milestoneToForm(milestone: {
  title: string;
  description: string | null;
  deadline: string | null;
}): MilestoneForm {
  return {
    title: milestone.title,
    description: milestone.description ?? '',
    deadline: milestone.deadline ?? '',
  };
}
