/** A forced show or hide of the header holds this long. */
export const FORCED_HOLD_MS = 3_000;

export interface AutoHideSettings {
  proximity: number;
  hideDelay: number;
  showDelay: number;
}

export type AutoHideAction = { kind: 'show'; afterMs: number } | { kind: 'hide'; afterMs: number } | { kind: 'none' };

/**
 * What the header should do when the pointer is at `pointerY`: show (after the show delay) near the
 * top edge, otherwise hide (after the hide delay) unless the pointer is over the header.
 */
export function pointerAction(
  pointerY: number,
  hovered: boolean,
  visible: boolean,
  s: AutoHideSettings,
): AutoHideAction {
  if (pointerY <= s.proximity) return visible ? { kind: 'none' } : { kind: 'show', afterMs: s.showDelay };
  if (hovered) return { kind: 'none' };
  return visible ? { kind: 'hide', afterMs: s.hideDelay } : { kind: 'none' };
}
