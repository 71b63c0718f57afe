// First: it fills jsdom's gaps before the code under test loads.
import '@academy/testing';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PictureDescription, type PictureChoice } from '@academy/admin-kit';

/** The control as an editor holds it: its choice in state, the last one reported kept for the test. */
function renderPicture(focus = '') {
  const reported: PictureChoice[] = [];
  function Editor() {
    const [choice, setChoice] = useState<PictureChoice>({ alt: '', decorative: false, focus });
    return (
      <PictureDescription
        label="Hero image"
        choice={choice}
        previewUrl="/uploads/hero.webp"
        onChange={(next) => {
          reported.push(next);
          setChoice(next);
        }}
      />
    );
  }
  render(<Editor />);
  return { picker: screen.getByRole('button', { name: /^Focal point of Hero image/ }), reported };
}

const shownPoint = () => screen.getByText(/^Focal point:/).textContent;

test('a click on the picture sets the focal point where it fell, in whole percent', async () => {
  const { picker } = renderPicture();
  // jsdom lays nothing out: the picture's box is given as a browser would measure it.
  picker.getBoundingClientRect = () => ({ left: 100, top: 50, width: 320, height: 180 }) as DOMRect;
  fireEvent.click(picker, { clientX: 100 + 80, clientY: 50 + 126, detail: 1 });
  expect(shownPoint()).toBe('Focal point: 25% 70%');
  expect(picker).toHaveAccessibleName(
    'Focal point of Hero image: 25% 70%. Click the part that must stay in view, or move the point with the arrow keys.',
  );
});

test('the arrow keys move the focal point, 5% a press and 1% with Shift, within the picture', async () => {
  const { picker } = renderPicture('50% 50%');
  picker.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
  expect(shownPoint()).toBe('Focal point: 60% 45%');
  await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowDown}{/Shift}');
  expect(shownPoint()).toBe('Focal point: 59% 46%');
  for (let press = 0; press < 25; press += 1) await userEvent.keyboard('{ArrowDown}');
  expect(shownPoint()).toBe('Focal point: 59% 100%');
});

test('the arrow keys start from the centre when no point was chosen', async () => {
  const { picker } = renderPicture();
  expect(shownPoint()).toBe('Focal point: the centre');
  picker.focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(shownPoint()).toBe('Focal point: 45% 50%');
});

test('Enter or Space on the picker keeps the focal point (no jump to the top left corner)', async () => {
  const { picker, reported } = renderPicture('30% 70%');
  picker.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  expect(shownPoint()).toBe('Focal point: 30% 70%');
  expect(reported).toEqual([]);
});
