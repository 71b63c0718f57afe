import { useState } from 'react';
import { Link } from '@academy/runtime';
import { imageUrl } from '@academy/ui';
import { AdminTable, EditorSection, QueryState } from '@academy/admin-kit';
import type { PictureToDescribe } from '@academy/contracts';
import { usePicturesToDescribe } from './api/getPicturesToDescribe';
import { PICTURES_TEXTS } from './picturesTexts';
import styles from './pictures.css';

/** A long list is read a page at a time. */
const PAGE_SIZE = 20;

/**
 * The dashboard's 'Pictures to describe' (owners and editors): every published picture nobody
 * described or marked decorative, where it shows and its field, each linking to the editor that
 * describes it.
 */
export function PicturesToDescribe() {
  const query = usePicturesToDescribe();
  const [page, setPage] = useState(1);
  return (
    <EditorSection heading={PICTURES_TEXTS.heading}>
      <p className={styles.intro}>{PICTURES_TEXTS.intro}</p>
      <QueryState query={query} errorText={PICTURES_TEXTS.loadError}>
        {(pictures) => (
          <AdminTable<PictureToDescribe>
            label={PICTURES_TEXTS.heading}
            items={pictures}
            empty={PICTURES_TEXTS.empty}
            itemKey={(picture) => `${picture.where}|${picture.label}|${picture.image}`}
            paging={{ label: 'Pages of pictures to describe', page, onPage: setPage, pageSize: PAGE_SIZE }}
            card={(picture) => ({
              title: picture.where,
              details: (
                <div className={styles.picture}>
                  {/* The picture has no description yet: its field's name says which it is. */}
                  <img src={imageUrl(picture.image)} alt="" width={96} height={64} loading="lazy" />
                  <p>{picture.label}</p>
                </div>
              ),
            })}
            actions={(picture) => (
              <Link
                className={styles.describe}
                to={picture.editor}
                aria-label={PICTURES_TEXTS.describe(picture.where, picture.label)}
              >
                Describe
              </Link>
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
