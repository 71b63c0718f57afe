import { imageUrl } from '@academy/ui';
import { Button } from '@academy/admin-kit';
import type { GalleryImage } from '../../../schemas';
import styles from './gallery.css';

interface GalleryImageGridProps {
  images: GalleryImage[];
  onDelete: (image: GalleryImage) => void;
  deleting: boolean;
}

/** The stored gallery, newest first, each image with its Delete button. */
export function GalleryImageGrid({ images, onDelete, deleting }: GalleryImageGridProps) {
  if (images.length === 0) return <p>No images in the gallery yet.</p>;
  return (
    <ul className={styles.grid} aria-label="Gallery images">
      {images.map((image, index) => {
        const name = `Gallery image ${index + 1}`;
        return (
          <li key={image._id} className={styles.tile}>
            <img src={imageUrl(image.imagePath)} alt={name} width={160} height={120} loading="lazy" />
            <Button
              variant="danger"
              onClick={() => onDelete(image)}
              disabled={deleting}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
