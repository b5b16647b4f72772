import {
  DEFAULT_TARGET_WORD_COUNT,
  readTypedWholeNumber,
  type BookCreateInput,
  type BookStatus,
} from '@receipts/domain';

export interface NewBookForm {
  title: string;
  targetWordCount: string;
  description: string;
  deadline: string;
  status: BookStatus;
}

export const EMPTY_NEW_BOOK_FORM: NewBookForm = {
  title: '',
  targetWordCount: String(DEFAULT_TARGET_WORD_COUNT),
  description: '',
  deadline: '',
  status: 'planning',
};

/**
 * SPEC §5, create book: the word count parsed as an integer (0 if not a number; digits grouped in
 * threes, "60,000", are one number: readTypedWholeNumber), currentWordCount sent as 0,
 * description and deadline only when filled.
 */
export function toBookCreateInput(form: NewBookForm): BookCreateInput {
  const input: BookCreateInput = {
    title: form.title.trim(),
    targetWordCount: readTypedWholeNumber(form.targetWordCount),
    currentWordCount: 0,
    status: form.status,
  };
  if (form.description.trim()) input.description = form.description;
  if (form.deadline) input.deadline = form.deadline;
  return input;
}
