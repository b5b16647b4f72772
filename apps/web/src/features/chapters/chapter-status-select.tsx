import { CHAPTER_STATUSES, CHAPTER_STATUS_LABELS, type ChapterStatus } from '@receipts/domain';
import { SimpleSelect } from '../../components/ui/index.ts';

const ITEMS = CHAPTER_STATUSES.map((status) => ({
  value: status,
  label: CHAPTER_STATUS_LABELS[status],
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
