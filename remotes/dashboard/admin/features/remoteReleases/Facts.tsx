import type { ReactNode } from 'react';
import styles from './releases.css';

/** A release's facts as a description list: each name beside its value, above it on a phone. */
export function Facts({ facts }: { facts: [name: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
