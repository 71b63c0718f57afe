import { useId } from 'react';
import { VisuallyHidden } from 'shared-contracts/ui';
import styles from './blogList.css';

interface BlogSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box: the list below narrows with every keystroke. */
export function BlogSearch({ value, onChange }: BlogSearchProps) {
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <VisuallyHidden>
        <label htmlFor={id}>Search articles</label>
      </VisuallyHidden>
      <input
        id={id}
        className={styles.searchInput}
        type="search"
        placeholder="Search articles..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
