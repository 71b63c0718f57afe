import { useId, type ReactNode } from 'react';
import styles from './controls/controls.module.css';

interface EditorSectionProps {
  heading: string;
  /** 2 for an editor of the page, 3 for one item inside it (a home slot). */
  level?: 2 | 3;
  children: ReactNode;
}

/** A titled region of an admin screen; its heading names it for screen readers (and tests). */
export function EditorSection({ heading, level = 2, children }: EditorSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={level === 2 ? styles.section : styles.item} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </section>
  );
}
