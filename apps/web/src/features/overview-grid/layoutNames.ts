import type { SavedLayout } from '@app/contracts/settings/types';

/** A saved layout's name is trimmed and must not be blank. */
export function cleanLayoutName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed ? trimmed : null;
}

/** The saved layout a name refers to, ignoring case (saving it updates that one). */
export function layoutNamed(layouts: readonly SavedLayout[], name: string): SavedLayout | undefined {
  const key = name.trim().toLocaleLowerCase('en-IN');
  return layouts.find((l) => l.name.trim().toLocaleLowerCase('en-IN') === key);
}

export function containerCountText(n: number): string {
  return `${n} container${n === 1 ? '' : 's'}`;
}
