import { readTypedWholeNumber } from '@receipts/domain';
import { wholeNumber } from '../../lib/whole-number.ts';

/** What a typed target word count will be saved as: "60,00" shows that it means 60. */
export function wordCountHint(typed: string): string {
  return `Saved as ${wholeNumber(readTypedWholeNumber(typed))} words`;
}
