import { useState } from 'react';
import { Link, getErrorMessage } from '@academy/runtime';
import { StatusMessage, imageUrl } from '@academy/ui';
import {
  AdminTable,
  Button,
  EditorSection,
  QueryState,
  useMediaLibrary,
  useStatus,
} from '@academy/admin-kit';
import { MEDIA_FILTERS, type MediaFile, type MediaFilter } from '@academy/contracts';
import { useDeleteMedia } from './api/deleteMedia';

import { FILTER_NAMES, MEDIA_TEXTS, fileFacts, usageText } from './mediaTexts';
import styles from './media.css';

/** A long library is read a page at a time. */
const PAGE_SIZE = 20;

/**
 * A file's preview: the picture itself (its description as its text), or the video's first frame;
 * none for a file kept aside with the trash, which the site does not serve meanwhile.
 */
function Preview({ file }: { file: MediaFile }) {
  if (!file.served) return <p className={styles.preview}>{MEDIA_TEXTS.notServed}</p>;
  return file.kind === 'video' ? (
    <video
      src={imageUrl(file.path)}
      preload="metadata"
      muted
      className={styles.preview}
      aria-label={file.name}
    />
  ) : (
    <img
      src={imageUrl(file.path)}
      alt={file.description}
      width={96}
      height={64}
      loading="lazy"
      className={styles.preview}
    />
  );
}

function FileDetails({ file }: { file: MediaFile }) {
  return (
    <div className={styles.file}>
      <Preview file={file} />
      <div>
        <p>{fileFacts(file)}</p>
        <p>{file.description || (file.decorative ? MEDIA_TEXTS.decorative : MEDIA_TEXTS.noDescription)}</p>
        {file.usages.length === 0 ? (
          <p>{MEDIA_TEXTS.notUsed}</p>
        ) : (
          <ul className={styles.usages} aria-label={`${MEDIA_TEXTS.usedBy} (${file.name})`}>
            {file.usages.map((usage) => (
              <li key={`${usage.section}|${usage.record}|${usage.field}`}>
                <Link to={usage.adminPath}>{usageText(usage)}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * Every stored picture and video, all or the unused or undescribed ones: its preview, size,
 * dimensions, description and where it is used, with 'Replace everywhere' (while something uses
 * it now) and Delete (when nothing does).
 */
export function MediaList({ onReplace }: { onReplace: (file: MediaFile) => void }) {
  const [filter, setFilter] = useState<MediaFilter | ''>('');
  const [page, setPage] = useState(1);
  const query = useMediaLibrary(filter);
  const remove = useDeleteMedia();
  const status = useStatus();

  async function deleteFile(file: MediaFile) {
    status.clear();
    try {
      await remove.mutateAsync(file.name);
      status.show(MEDIA_TEXTS.deleted(file.name));
    } catch (error) {
      status.show(getErrorMessage(error, MEDIA_TEXTS.deleteError));
    }
  }

  return (
    <EditorSection heading={MEDIA_TEXTS.heading}>
      <p className={styles.intro}>{MEDIA_TEXTS.intro}</p>
      <fieldset className={styles.filters}>
        <legend>{MEDIA_TEXTS.filterLabel}</legend>
        {(['', ...MEDIA_FILTERS] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="media-filter"
              checked={filter === value}
              onChange={() => {
                setFilter(value);
                setPage(1);
              }}
            />
            {FILTER_NAMES[value]}
          </label>
        ))}
      </fieldset>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={MEDIA_TEXTS.loadError}>
        {(files) => (
          <AdminTable<MediaFile>
            label={MEDIA_TEXTS.heading}
            items={files}
            empty={MEDIA_TEXTS.empty(filter)}
            itemKey={(file) => file.name}
            paging={{ label: 'Pages of pictures and videos', page, onPage: setPage, pageSize: PAGE_SIZE }}
            card={(file) => ({ title: file.name, details: <FileDetails file={file} /> })}
            actions={(file) => (
              <>
                {file.usages.some((usage) => usage.only === null) && (
                  <Button onClick={() => onReplace(file)} aria-label={MEDIA_TEXTS.replaceLabel(file.name)}>
                    {MEDIA_TEXTS.replace}
                  </Button>
                )}
                {file.usages.length === 0 && (
                  <Button
                    variant="danger"
                    disabled={remove.isPending}
                    onClick={() => void deleteFile(file)}
                    aria-label={MEDIA_TEXTS.deleteLabel(file.name)}
                  >
                    {MEDIA_TEXTS.delete}
                  </Button>
                )}
              </>
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
