/** The run's filters: each argument picks the journeys whose file or name contains it. */
const filters = process.argv.slice(2);

/** Whether this run takes the journey `name` of `file` (every journey when no filter is given). */
export function isSelected(file: string, name: string): boolean {
  return filters.length === 0 || filters.some((f) => file.includes(f) || name.includes(f));
}
