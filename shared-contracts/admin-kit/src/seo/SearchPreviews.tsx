import { imageUrl } from '@academy/ui';
import styles from './seo.module.css';

/** What a search result and a shared card show of a page: as the server will write its head. */
export interface SearchAppearance {
  /** The document's title (a search title, or the page's own title then the site's name). */
  documentTitle: string;
  /** The shared card's title (a search title, or the page's own title). */
  cardTitle: string;
  description: string;
  /** A stored image's path, or a chosen file's object URL. */
  image: string;
  /** The page's address. */
  url: string;
  noindex: boolean;
}

/** How much of a text a search result shows: what passes the limit is cut, as search engines do. */
const shown = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/**
 * A live preview of the page in a search result (address, title, description) and as a shared
 * card (picture, host, title, description), from the fields as they are typed.
 */
export function SearchPreviews({ appearance }: { appearance: SearchAppearance }) {
  const { documentTitle, cardTitle, description, url, noindex } = appearance;
  const src = appearance.image.startsWith('blob:') ? appearance.image : imageUrl(appearance.image);
  return (
    <div className={styles.previews}>
      <figure className={styles.result} aria-label="Search result preview">
        <figcaption className={styles.caption}>Search result</figcaption>
        {noindex ? (
          <p className={styles.hidden}>Hidden from search engines: the page is not listed.</p>
        ) : (
          <>
            <p className={styles.resultUrl}>{url}</p>
            <p className={styles.resultTitle}>{shown(documentTitle, 60)}</p>
            <p className={styles.resultDescription}>{shown(description, 160)}</p>
          </>
        )}
      </figure>
      <figure className={styles.card} aria-label="Shared card preview">
        <figcaption className={styles.caption}>Shared card</figcaption>
        {src ? (
          <img className={styles.cardImage} src={src} alt="" width={320} height={168} />
        ) : (
          <p className={styles.noImage}>No picture</p>
        )}
        <p className={styles.cardHost}>{new URL(url).host}</p>
        <p className={styles.cardTitle}>{cardTitle}</p>
        <p className={styles.cardDescription}>{description}</p>
      </figure>
    </div>
  );
}
