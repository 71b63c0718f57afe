import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, sendData } from '@academy/runtime';
import { imageUrl, pictureAlt } from '@academy/ui';
import { describedPicture } from '@academy/contracts';
import {
  Button,
  PictureDescription,
  type PictureChoice,
  contentKey,
  pictureProblem,
} from '@academy/admin-kit';
import home from '../../../section';
import type { GalleryImage } from '../../../schemas';
import styles from './gallery.css';

const GALLERY = home.paths.gallery;

/** PUT a stored picture's description and decorative choice; the gallery shows what was stored. */
function useDescribeGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation<GalleryImage, unknown, { id: string; choice: PictureChoice }>({
    mutationFn: ({ id, choice }) =>
      sendData<GalleryImage>('put', `${GALLERY}/${encodeURIComponent(id)}`, {
        imagePathAlt: choice.decorative ? '' : choice.alt.trim(),
        imagePathDecorative: choice.decorative,
      }),
    onSuccess: (stored) =>
      queryClient.setQueryData<GalleryImage[] | null>(contentKey(GALLERY), (images) =>
        images?.map((image) => (image._id === stored._id ? stored : image)),
      ),
  });
}

interface GalleryImageTileProps {
  image: GalleryImage;
  name: string;
  onDelete: () => void;
  deleting: boolean;
  /** Says how a save of the description went (the editor's status line). */
  onStatus: (message: string) => void;
}

/**
 * One stored picture, named by its description, with what staff said of it, Save description
 * (a picture uploaded before descriptions, or through the API, is described here: the
 * dashboard's 'Pictures to describe' leads to this screen) and Delete.
 */
function GalleryImageTile({ image, name, onDelete, deleting, onStatus }: GalleryImageTileProps) {
  const stored = describedPicture(image, 'imagePath');
  const [choice, setChoice] = useState<PictureChoice>(stored);
  const describe = useDescribeGalleryImage();

  async function save() {
    const problem = pictureProblem(name, choice);
    if (problem) {
      onStatus(problem);
      return;
    }
    try {
      await describe.mutateAsync({ id: image._id, choice });
      onStatus(`${name} described successfully`);
    } catch (error) {
      onStatus(getErrorMessage(error, `Failed to describe ${name}`));
    }
  }

  return (
    <li className={styles.tile} aria-label={name}>
      <img
        src={imageUrl(image.imagePath)}
        alt={pictureAlt(stored)}
        style={stored.focus ? { objectPosition: stored.focus } : undefined}
        width={160}
        height={120}
        loading="lazy"
      />
      <PictureDescription label={name} choice={choice} onChange={setChoice} />
      <Button
        onClick={() => void save()}
        disabled={describe.isPending}
        aria-label={`Save description of ${name}`}
      >
        Save description
      </Button>
      <Button variant="danger" onClick={onDelete} disabled={deleting} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </li>
  );
}

interface GalleryImageGridProps {
  images: GalleryImage[];
  onDelete: (image: GalleryImage) => void;
  deleting: boolean;
  onStatus: (message: string) => void;
}

/** The stored gallery, newest first, each image with its description and its Delete button. */
export function GalleryImageGrid({ images, onDelete, deleting, onStatus }: GalleryImageGridProps) {
  if (images.length === 0) return <p>No images in the gallery yet.</p>;
  return (
    <ul className={styles.grid} aria-label="Gallery images">
      {images.map((image, index) => (
        <GalleryImageTile
          key={image._id}
          image={image}
          name={`Gallery image ${index + 1}`}
          onDelete={() => onDelete(image)}
          deleting={deleting}
          onStatus={onStatus}
        />
      ))}
    </ul>
  );
}
