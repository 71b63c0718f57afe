import { useState } from 'react';
import { imageUrl } from '@academy/ui';
import { ImageField } from './ImageField';
import { PictureDescription, type PictureChoice, UNDESCRIBED, pictureProblem } from './PictureDescription';
import { useObjectUrl } from './useObjectUrl';

/**
 * A form's image field and what staff say of its picture: the file chosen, its description,
 * decorative choice and focal point, and the publishing guard's sentence when a new or replaced
 * picture is neither described nor decorative.
 */
export function useDescribedImage(label: string, stored: PictureChoice | undefined) {
  const starting = stored ?? UNDESCRIBED;
  // A new file, or the path of a picture chosen from the library.
  const [image, setImage] = useState<File | string | null>(null);
  const [picture, setPicture] = useState<PictureChoice>(starting);
  const [error, setError] = useState('');
  return {
    label,
    image,
    setImage,
    picture,
    setPicture: (next: PictureChoice) => {
      setPicture(next);
      setError('');
    },
    error,
    changed: image !== null || picture !== starting,
    /** The guard: the sentence that refuses the save (shown at the description too), or undefined. */
    check(): string | undefined {
      const problem = image ? pictureProblem(label, picture) : undefined;
      setError(problem ?? '');
      return problem;
    },
  };
}

export type DescribedImage = ReturnType<typeof useDescribedImage>;

/**
 * An image field, and under its picture (a new one, or the stored one) its description,
 * 'Decorative' and focal point.
 */
export function DescribedImageField({
  field,
  currentImage,
}: {
  field: DescribedImage;
  currentImage: string;
}) {
  const chosen = typeof field.image === 'string' ? field.image : undefined;
  const previewUrl =
    useObjectUrl(field.image instanceof File ? field.image : null) || imageUrl(chosen ?? currentImage);
  return (
    <>
      <ImageField
        label={field.label}
        file={field.image}
        onChange={field.setImage}
        onChoose={field.setImage}
        currentImage={currentImage}
        previewAlt={field.picture.alt || field.label}
      />
      {previewUrl && (
        <PictureDescription
          label={field.label}
          choice={field.picture}
          onChange={field.setPicture}
          previewUrl={previewUrl}
          error={field.error}
        />
      )}
    </>
  );
}
