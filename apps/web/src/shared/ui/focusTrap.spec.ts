import { describe, expect, it } from 'vitest';
import { tabStops, wrapTarget } from './focusTrap';

describe('Tab inside a dialog', () => {
  const stops = ['close', 'name', 'cancel', 'save'];

  it('goes round from the last stop to the first, and back with Shift', () => {
    expect(wrapTarget(stops, 'save', false)).toBe('close');
    expect(wrapTarget(stops, 'close', true)).toBe('save');
  });

  it('leaves the moves in between to the browser', () => {
    expect(wrapTarget(stops, 'name', false)).toBeNull();
    expect(wrapTarget(stops, 'save', true)).toBeNull();
  });

  it('stays on a lone button (a dialog with nothing left to choose)', () => {
    expect(wrapTarget(['close'], 'close', false)).toBe('close');
    expect(wrapTarget(['close'], 'close', true)).toBe('close');
  });

  it('brings focus back in from outside the stops', () => {
    expect(wrapTarget(stops, null, false)).toBe('close');
    expect(wrapTarget(stops, 'elsewhere', true)).toBe('save');
  });

  it('has nowhere to go without stops', () => {
    expect(wrapTarget([], null, false)).toBeNull();
  });
});

describe('tab stops', () => {
  it('skips disabled, hidden and tabindex -1 elements and all but the checked radio of a group', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button id="a">A</button>
      <button id="off" disabled>Off</button>
      <span id="skip" tabindex="-1">Skip</span>
      <input id="r1" type="radio" name="g" /><input id="r2" type="radio" name="g" checked />
      <input type="hidden" />
      <a id="link" href="#x">Link</a>`;
    document.body.append(root);
    // happy-dom lays nothing out; every element counts as shown.
    for (const el of root.querySelectorAll<HTMLElement>('*')) el.getClientRects = () => [{}] as unknown as DOMRectList;
    expect(tabStops(root).map((el) => el.id)).toEqual(['a', 'r2', 'link']);
    root.remove();
  });
});
