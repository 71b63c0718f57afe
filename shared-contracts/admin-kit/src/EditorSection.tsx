import { useId, type ReactNode } from 'react';
import { PresenceNotice } from './presence/PresenceNotice';
import styles from './controls/controls.module.css';

interface EditorSectionProps {
  heading: string;
  /** 2 for an editor of the page, 3 for one item inside it (a home slot). */
  level?: 2 | 3;
  /** The record it edits (its API path): the other staff members with it open are named under the heading. */
  presence?: string;
  children: ReactNode;
}

/** A titled region of an admin screen; its heading names it for screen readers (and tests). */
export function EditorSection({ heading, level = 2, presence, children }: EditorSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={level === 2 ? styles.section : styles.item} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {presence && <PresenceNotice record={presence} />}
      {children}
    </section>
  );
}
