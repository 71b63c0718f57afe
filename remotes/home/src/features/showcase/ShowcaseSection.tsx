import { resolveImageUrl } from 'shared-contracts';
import { ActionLink } from '../links/ActionLink';
import styles from './ShowcaseSection.css';

export interface ShowcaseCard {
  key: string;
  title: string;
  description: string;
  image: string;
}

interface ShowcaseSectionProps {
  heading: string;
  cards: ShowcaseCard[];
  /** Shown instead of the cards when there are none; without it the grid is simply left out. */
  emptyText?: string;
  /** The page with the full list, behind 'Learn More'. */
  moreLink: string;
}

/** A heading, a grid of cards and a 'Learn More' link: the Our Services and Latest Blogs sections. */
export function ShowcaseSection({ heading, cards, emptyText, moreLink }: ShowcaseSectionProps) {
  return (
    <section className={styles.showcase}>
      <h2>{heading}</h2>
      {cards.length > 0 ? (
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.key} className={styles.card}>
              {card.image && (
                <img
                  src={resolveImageUrl(card.image)}
                  alt={card.title}
                  width={400}
                  height={250}
                  loading="lazy"
                />
              )}
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        emptyText && <p className={styles.empty}>{emptyText}</p>
      )}
      <ActionLink to={moreLink}>Learn More</ActionLink>
    </section>
  );
}
