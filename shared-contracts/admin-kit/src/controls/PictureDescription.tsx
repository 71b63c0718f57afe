import { useId, type MouseEvent } from 'react';
import { PICTURE_DESCRIPTION_MAX_LENGTH, describePicture } from '@academy/contracts';
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

/** The multipart fields of a picture's choice, under its image field's names (`<field>Alt`, ...). */
export function appendPictureChoice(body: FormData, imageField: string, choice: PictureChoice) {
  body.append(`${imageField}Alt`, choice.decorative ? '' : choice.alt.trim());
  body.append(`${imageField}Decorative`, String(choice.decorative));
  body.append(`${imageField}Focus`, choice.focus);
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

/** Where a click fell on the picture, in whole percent of its width and height. */
function clickedPoint(event: MouseEvent<HTMLButtonElement>): string {
  const box = event.currentTarget.getBoundingClientRect();
  const percent = (offset: number, size: number) =>
    Math.min(100, Math.max(0, Math.round((offset / (size || 1)) * 100)));
  return `${percent(event.clientX - box.left, box.width)}% ${percent(event.clientY - box.top, box.height)}%`;
}

/**
 * A picture's description (what it shows, for visitors who cannot see it), its 'Decorative'
 * choice (it shows nothing a visitor needs: the page gives it an empty alt), and its focal point:
 * staff click the part that must stay in view wherever the page crops it.
 */
export function PictureDescription({ label, choice, onChange, previewUrl, error }: PictureDescriptionProps) {
  const decorativeId = useId();
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
            aria-label={`Focal point of ${label}: ${choice.focus || '50% 50%'}. Click the part that must stay in view.`}
            onClick={(event) => onChange({ ...choice, focus: clickedPoint(event) })}
          >
            <img src={previewUrl} alt="" width={320} height={180} />
            <span
              className={styles.focusMark}
              style={{ left: choice.focus.split(' ')[0] || '50%', top: choice.focus.split(' ')[1] || '50%' }}
              aria-hidden="true"
            />
          </button>
          <p className={styles.hint}>Focal point: {choice.focus || 'the centre'}</p>
        </div>
      )}
    </div>
  );
}
