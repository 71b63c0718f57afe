import { Link } from '@academy/runtime';
import { pageImage } from './images';
import type { DescribedPicture } from '@academy/contracts';
import { Picture, pictureAlt } from './Picture';
import styles from './cards.module.css';

export interface Card {
  key: string;
  title: string;
  description: string;
  image?: DescribedPicture;
  /** A line under the title, e.g. a blog's date. */
  detail?: string;
  /** Makes the whole card a link; `label` is the visible call to action ('Read more'). */
  link?: { to: string; label: string };
}

interface CardGridProps {
  cards: readonly Card[];
  /** 'wide' for pictures (services, blogs), 'round' for portraits (the team). */
  imageShape?: 'wide' | 'round';
  /** Shown in the picture's place when a card has none (the team's 'No Image'); else no picture. */
  missingImageText?: string;
  /** Shown instead of the grid when there are no cards. */
  emptyText?: string;
  /** Names the list for screen readers, e.g. 'Team members'. */
  label?: string;
}

/**
 * The width a card's picture takes (cards.module.css): a portrait is 10rem; a wide picture fills
 * its card, one column of the grid (three from 64rem, two from 40rem, one on a phone) inside the
 * section's 72rem and 1.25rem padding, with 1.5rem between columns.
 */
const CARD_IMAGE_SIZES = {
  round: '10rem',
  wide: [
    '(min-width: 72rem) 22.2rem',
    '(min-width: 64rem) calc((100vw - 5.5rem) / 3)',
    '(min-width: 40rem) calc((100vw - 4rem) / 2)',
    'calc(100vw - 2.5rem)',
  ].join(', '),
};

function CardImage({
  card,
  shape,
  missingImageText,
}: {
  card: Card;
  shape: 'wide' | 'round';
  missingImageText?: string;
}) {
  const picture = pageImage(card.image?.path, CARD_IMAGE_SIZES[shape]);
  const className = shape === 'round' ? styles.round : styles.wide;
  if (card.image && picture.src) {
    const [width, height] = shape === 'round' ? [160, 160] : [400, 250];
    return (
      <Picture
        className={className}
        image={picture}
        alt={pictureAlt(card.image)}
        focus={card.image.focus}
        width={width}
        height={height}
        loading="lazy"
      />
    );
  }
  if (!missingImageText) return null;
  return (
    <div
      className={`${className} ${styles.placeholder}`}
      role="img"
      aria-label={`${card.title}: ${missingImageText}`}
    >
      <span aria-hidden="true">{missingImageText}</span>
    </div>
  );
}

/** A grid of cards (image, title, an optional detail line, description): services, team, blogs. */
export function CardGrid({ cards, imageShape = 'wide', missingImageText, emptyText, label }: CardGridProps) {
  if (cards.length === 0) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.key} className={`${styles.card} ${imageShape === 'round' ? styles.centered : ''}`}>
          <CardImage card={card} shape={imageShape} missingImageText={missingImageText} />
          <h3>
            {card.link ? (
              // The title carries the link and its ::after covers the card, so the whole card opens it.
              <Link className={styles.cardLink} to={card.link.to}>
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </h3>
          {card.detail && <p className={styles.detail}>{card.detail}</p>}
          <p>{card.description}</p>
          {card.link && (
            <span className={styles.more} aria-hidden="true">
              {card.link.label}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
