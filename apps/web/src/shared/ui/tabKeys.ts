/**
 * Where a key moves the focus in a row of `count` tabs: arrows step (and wrap), Home and End jump.
 * Left and right always step; up and down too when the tabs also stand in a column. -1 for other keys.
 */
export function tabKeyTarget(key: string, index: number, count: number, vertical = false): number {
  const last = count - 1;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return -1;
}
