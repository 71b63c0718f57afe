import type { ReactNode } from 'react';
import { Link } from '@academy/runtime';
import styles from './actionLink.module.css';
import { VisuallyHidden } from './VisuallyHidden';

interface ActionLinkProps {
  to: string;
  children: ReactNode;
  /**
   * Words that finish the visible ones where those repeat on the page ('Learn More' + 'about our
   * services'). They are part of the link's text, out of sight, rather than an aria-label: screen
   * readers read both, but search engines and Lighthouse's link-text audit read the text only.
   */
  context?: string;
}

/** A link styled as a button: the pages' calls to action ('Get Started', 'Learn More', ...). */
export function ActionLink({ to, children, context }: ActionLinkProps) {
  return (
    <Link className={styles.actionLink} to={to}>
      {children}
      {context && <VisuallyHidden> {context}</VisuallyHidden>}
    </Link>
  );
}
