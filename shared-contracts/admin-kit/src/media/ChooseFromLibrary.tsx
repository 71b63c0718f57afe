import { useId, useState } from 'react';
import { useSessionStore } from '@academy/runtime';
import { imageUrl } from '@academy/ui';
import type { MediaFile } from '@academy/contracts';
import { Button } from '../controls/Button';
import { QueryState } from '../QueryState';
import { useMediaLibrary } from './getMediaLibrary';
import styles from './media.module.css';

export const LIBRARY_TEXTS = {
  open: 'Choose from library',
  close: 'Close the library',
  heading: 'Pictures in the library',
  loadError: 'Failed to load the library',
  empty: 'The library has no pictures yet.',
  choose: (picture: MediaFile) => `Choose ${picture.description || picture.name}`,
} as const;

/**
 * 'Choose from library' beside an image field: opens the pictures the site already stores, and
 * choosing one hands its public path to the field instead of a new upload (the save names the
 * same file). The library is for editors and owners; an author's fields upload as before.
 */
export function ChooseFromLibrary({ label, onChoose }: { label: string; onChoose: (path: string) => void }) {
  const author = useSessionStore((state) => state.user?.role === 'author');
  const [open, setOpen] = useState(false);
  const query = useMediaLibrary('', { enabled: open });
  const headingId = useId();
  if (author) return null;
  return (
    <div className={styles.library}>
      <Button
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={`${LIBRARY_TEXTS.open}: ${label}`}
      >
        {open ? LIBRARY_TEXTS.close : LIBRARY_TEXTS.open}
      </Button>
      {open && (
        <div>
          <p id={headingId} className={styles.heading}>
            {LIBRARY_TEXTS.heading}
          </p>
          <QueryState query={query} errorText={LIBRARY_TEXTS.loadError}>
            {(files) => {
              const pictures = files.filter((file) => file.kind === 'image');
              if (pictures.length === 0) return <p>{LIBRARY_TEXTS.empty}</p>;
              return (
                <ul className={styles.pictures} aria-labelledby={headingId}>
                  {pictures.map((picture) => (
                    <li key={picture.name}>
                      <button
                        type="button"
                        className={styles.picture}
                        aria-label={LIBRARY_TEXTS.choose(picture)}
                        onClick={() => {
                          onChoose(picture.path);
                          setOpen(false);
                        }}
                      >
                        <img src={imageUrl(picture.path)} alt="" width={96} height={64} loading="lazy" />
                      </button>
                    </li>
                  ))}
                </ul>
              );
            }}
          </QueryState>
        </div>
      )}
    </div>
  );
}
