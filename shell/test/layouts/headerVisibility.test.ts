import { nextHeaderHidden } from '../../src/layouts/public/headerVisibility';

describe('hiding the header on scroll', () => {
  it('hides when scrolling down past 50px', () => {
    expect(nextHeaderHidden(40, 51, false)).toBe(true);
    expect(nextHeaderHidden(200, 300, false)).toBe(true);
  });

  it('shows again when scrolling up', () => {
    expect(nextHeaderHidden(300, 250, true)).toBe(false);
  });

  it('stays shown within the first 50px, whatever the direction', () => {
    expect(nextHeaderHidden(0, 50, false)).toBe(false);
    expect(nextHeaderHidden(10, 30, false)).toBe(false);
    expect(nextHeaderHidden(300, 20, true)).toBe(false);
  });

  it('keeps its state when the position does not change', () => {
    expect(nextHeaderHidden(300, 300, true)).toBe(true);
    expect(nextHeaderHidden(300, 300, false)).toBe(false);
  });
});
