import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './actionLink.module.css';

interface ActionLinkProps {
  to: string;
  children: ReactNode;
  /** A fuller name where the visible words repeat on the page ('Learn More' about what). */
  label?: string;
}

/** A link styled as a button: the pages' calls to action ('Get Started', 'Learn More', ...). */
export function ActionLink({ to, children, label }: ActionLinkProps) {
  return (
    <Link className={styles.actionLink} to={to} aria-label={label}>
      {children}
    </Link>
  );
}
