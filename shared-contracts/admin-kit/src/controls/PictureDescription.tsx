import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import {
  PICTURE_DESCRIPTION_MAX_LENGTH,
  describePicture,
  focusPoint,
  pictureFieldNames,
} from '@academy/contracts';
import { TextField } from './TextField';
import styles from './controls.module.css';

/** What staff say of one picture: its description, whether it is decorative, its focal point. */
export interface PictureChoice {
  alt: string;
  decorative: boolean;
  /** `object-position` ('30% 70%'); empty for the centre. */
  focus: string;
}

export const UNDESCRIBED: PictureChoice = { alt: '', decorative: false, focus: '' };

/**
 * The publishing guard: a new or replaced picture is saved only described or marked decorative.
 * Answers the sentence that says so ('Describe the picture "<label>", or mark it decorative.'), or
 * undefined when the picture may be saved.
 */
export function pictureProblem(label: string, choice: PictureChoice): string | undefined {
  return choice.decorative || choice.alt.trim() !== '' ? undefined : describePicture(label);
}

/**
 * A picture's description and decorative choice as multipart fields (`<field>Alt`,
 * `<field>Decorative`); appended once per file of a field that takes several, in the order of the
 * files (the gallery's, a post's media). A decorative picture's description is not kept.
 */
export function appendDescription(body: FormData, imageField: string, choice: PictureChoice) {
  const names = pictureFieldNames(imageField);
  body.append(names.alt, choice.decorative ? '' : choice.alt.trim());
  body.append(names.decorative, String(choice.decorative));
}

/** The multipart fields of a picture's choice, under its image field's names (`<field>Alt`, ...). */
export function appendPictureChoice(body: FormData, imageField: string, choice: PictureChoice) {
  appendDescription(body, imageField, choice);
  body.append(pictureFieldNames(imageField).focus, choice.focus);
}

interface PictureDescriptionProps {
  /** The image field's label ('Hero image'): the fields are named after it. */
  label: string;
  choice: PictureChoice;
  onChange: (choice: PictureChoice) => void;
  /** The picture shown for choosing the focal point; without one there is no focal point to choose. */
  previewUrl?: string;
  error?: string;
}

const toPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
const asFocus = (x: number, y: number) => `${toPercent(x)}% ${toPercent(y)}%`;

/**
 * Where a click fell on the picture, in whole percent of its width and height; undefined for the
 * click a keyboard makes (Enter or Space on the button), which points at no place of the picture.
 */
function clickedPoint(event: MouseEvent<HTMLButtonElement>): string | undefined {
  if (event.detail === 0) return undefined;
  const box = event.currentTarget.getBoundingClientRect();
  const percent = (offset: number, size: number) => (offset / (size || 1)) * 100;
  return asFocus(percent(event.clientX - box.left, box.width), percent(event.clientY - box.top, box.height));
}

/** How far an arrow key moves the focal point, in percent; with Shift, a finer step. */
const ARROW_STEP = 5;
const FINE_STEP = 1;
const ARROWS: Readonly<Record<string, [x: number, y: number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The focal point an arrow key moves it to; undefined for any other key. */
function movedPoint(event: KeyboardEvent<HTMLButtonElement>, focus: string): string | undefined {
  const direction = ARROWS[event.key];
  if (!direction) return undefined;
  const step = event.shiftKey ? FINE_STEP : ARROW_STEP;
  const { x, y } = focusPoint(focus);
  return asFocus(x + direction[0] * step, y + direction[1] * step);
}

/**
 * A picture's description (what it shows, for visitors who cannot see it), its 'Decorative'
 * choice (it shows nothing a visitor needs: the page gives it an empty alt), and its focal point:
 * staff click the part that must stay in view wherever the page crops it, or move the point with
 * the arrow keys (Shift for a finer step).
 */
export function PictureDescription({ label, choice, onChange, previewUrl, error }: PictureDescriptionProps) {
  const decorativeId = useId();
  const point = focusPoint(choice.focus);
  return (
    <div className={styles.pictureDescription}>
      <TextField
        label={`Description of ${label}`}
        hint="What the picture shows, for visitors who cannot see it."
        rows={2}
        maxLength={PICTURE_DESCRIPTION_MAX_LENGTH}
        value={choice.alt}
        disabled={choice.decorative}
        error={error}
        onChange={(event) => onChange({ ...choice, alt: event.target.value })}
      />
      <div className={styles.checkboxField}>
        <input
          id={decorativeId}
          type="checkbox"
          checked={choice.decorative}
          onChange={(event) => onChange({ ...choice, decorative: event.target.checked })}
        />
        <label htmlFor={decorativeId}>Decorative (it shows nothing a visitor needs)</label>
      </div>
      {previewUrl && (
        <div className={styles.focusField}>
          <button
            type="button"
            className={styles.focusPicker}
            aria-label={`Focal point of ${label}: ${choice.focus || '50% 50%'}. Click the part that must stay in view, or move the point with the arrow keys.`}
            onClick={(event) => {
              const focus = clickedPoint(event);
              if (focus) onChange({ ...choice, focus });
            }}
            onKeyDown={(event) => {
              const focus = movedPoint(event, choice.focus);
              if (!focus) return;
              // The arrows move the point, not the page.
              event.preventDefault();
              onChange({ ...choice, focus });
            }}
          >
            <img src={previewUrl} alt="" width={320} height={180} />
            <span
              className={styles.focusMark}
              style={{ left: `${point.x}%`, top: `${point.y}%` }}
              aria-hidden="true"
            />
          </button>
          {/* Announced as the arrow keys move the point. */}
          <p className={styles.hint} aria-live="polite">
            Focal point: {choice.focus || 'the centre'}
          </p>
        </div>
      )}
    </div>
  );
}
