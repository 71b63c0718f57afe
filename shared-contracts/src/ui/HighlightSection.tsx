import { resolveImageUrl } from '../format/imageUrl';
import styles from './highlight.module.css';

interface HighlightSectionProps {
  title: string;
  description: string;
  image?: string;
  /** Alternating sides keep consecutive sections from looking like one block on wide screens. */
  imageSide: 'start' | 'end';
}

/** An image beside a title and a description: the about-us, our-story and why-choose-us sections. */
export function HighlightSection({ title, description, image, imageSide }: HighlightSectionProps) {
  const src = resolveImageUrl(image);
  return (
    <section className={`${styles.highlight} ${imageSide === 'end' ? styles.imageEnd : ''}`}>
      {src && <img className={styles.image} src={src} alt={title} width={640} height={480} loading="lazy" />}
      <div className={styles.text}>
        <h2>{title}</h2>
        <p>{description}</p>
      </div>
    </section>
  );
}
