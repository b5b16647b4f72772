/** A count with its noun: "1 chapter", "3 chapters", "0 seconds". */
export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
