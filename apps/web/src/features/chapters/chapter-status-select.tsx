import { CHAPTER_STATUSES, CHAPTER_STATUS_LABELS, type ChapterStatus } from '@receipts/domain';
import { SimpleSelect } from '../../components/ui/index.ts';

/**
 * SPEC's labels 'In-Progress' (draft) and 'In Progress' differ by a hyphen only; a hint under
 * each tells them apart without changing them.
 */
const CHAPTER_STATUS_HINTS: Record<ChapterStatus, string> = {
  draft: 'Draft: still being written',
  'in-progress': 'Written, now in revision',
  completed: 'Finished',
};

const ITEMS = CHAPTER_STATUSES.map((status) => ({
  value: status,
  label: CHAPTER_STATUS_LABELS[status],
  hint: CHAPTER_STATUS_HINTS[status],
}));

/** SPEC §4: draft reads 'In-Progress', in-progress 'In Progress', completed 'Complete'. */
export function ChapterStatusSelect({
  status,
  title,
  onChange,
}: {
  status: ChapterStatus;
  title: string;
  onChange: (status: ChapterStatus) => void;
}) {
  return (
    <SimpleSelect
      items={ITEMS}
      value={status}
      ariaLabel={`Status of ${title}`}
      size="sm"
      onValueChange={(value) => {
        if (value !== status) onChange(value as ChapterStatus);
      }}
    />
  );
}
