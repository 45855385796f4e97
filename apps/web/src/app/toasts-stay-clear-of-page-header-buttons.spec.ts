import { describe, expect, it } from 'vitest';
import { toastTop } from './toastPlacement';

const header = { top: 0, bottom: 64, left: 0, right: 1440 };
const box = (top: number, bottom: number, left: number, right: number) => ({ top, bottom, left, right });

describe('toasts stay clear of page-header buttons', () => {
  it('sit under the header on a page without header buttons', () => {
    expect(toastTop(header, [], 1440)).toBe(72);
  });

  it('sit under the page-header buttons on the right', () => {
    expect(toastTop(header, [box(90, 128, 1300, 1412)], 1440)).toBe(136);
  });

  it('take the lowest of several rows of buttons (wrapped on a phone)', () => {
    expect(toastTop(header, [box(90, 128, 200, 359), box(136, 174, 16, 200)], 375)).toBe(182);
  });

  it('ignore buttons on the left, out of the toasts column', () => {
    expect(toastTop(header, [box(90, 128, 300, 420)], 1440)).toBe(72);
  });

  it('ignore buttons scrolled away under the header', () => {
    expect(toastTop(header, [box(10, 48, 1300, 1412)], 1440)).toBe(72);
  });

  it('go to the top edge when the header is hidden and nothing is in the way', () => {
    expect(toastTop({ top: -64, bottom: 0, left: 0, right: 1440 }, [], 1440)).toBe(8);
  });

  it('ignore hidden buttons (an empty box)', () => {
    expect(toastTop(header, [box(0, 0, 0, 0)], 1440)).toBe(72);
  });
});
