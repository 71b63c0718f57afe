import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  /** Links under the card's content, next to the way back to the site. */
  links?: ReactNode;
}

/** The card the sign-in screens share. */
export function AuthLayout({ title, children, links }: AuthLayoutProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
        <div className={styles.links}>
          {links}
          <Link to="/">Back to website</Link>
        </div>
      </div>
    </main>
  );
}
