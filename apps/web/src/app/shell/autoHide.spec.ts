import { describe, expect, it } from 'vitest';
import { pointerAction } from './autoHide';

const s = { proximity: 50, hideDelay: 1000, showDelay: 100 };

describe('auto-hide header', () => {
  it('shows after the show delay when the pointer nears the top', () => {
    expect(pointerAction(30, false, false, s)).toEqual({ kind: 'show', afterMs: 100 });
    expect(pointerAction(50, false, false, s)).toEqual({ kind: 'show', afterMs: 100 });
  });
  it('hides after the hide delay when the pointer moves away', () => {
    expect(pointerAction(300, false, true, s)).toEqual({ kind: 'hide', afterMs: 1000 });
  });
  it('stays while the header is hovered', () => {
    expect(pointerAction(300, true, true, s)).toEqual({ kind: 'none' });
  });
  it('does nothing when already in the wanted state', () => {
    expect(pointerAction(10, false, true, s)).toEqual({ kind: 'none' });
    expect(pointerAction(300, false, false, s)).toEqual({ kind: 'none' });
  });
});
