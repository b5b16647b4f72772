import { defineRecipe } from '@pandacss/dev';

/** One row of a list in a card (chapters, milestones, citations, log entries): ruled off below. */
export const listRow = defineRecipe({
  className: 'list-row',
  base: {
    px: '4',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    _last: { borderBottomWidth: '0' },
  },
  variants: {
    spacing: { compact: { py: '3' }, roomy: { py: '4' } },
  },
  defaultVariants: { spacing: 'compact' },
});
