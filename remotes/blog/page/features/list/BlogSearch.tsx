import { useEffect, useId, useRef } from 'react';
import { VisuallyHidden } from '@academy/ui';
import { SEARCH_PARAM } from './loadBlogList';
import styles from './blogList.css';

interface BlogSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box: the list below narrows with every keystroke. It is a form the server answers
 * too: sent before the page is live (or without its script), it asks for the page's own address
 * with the search (/blog?q=kata), which the server renders already narrowed; live, sending it
 * changes nothing more than typing did, so it loads nothing.
 */
export function BlogSearch({ value, onChange }: BlogSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A visitor may type into the server's page before the browser takes it over: what they typed
  // then is still in the box, and the list narrows to it once the page is live.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is taken over
  }, []);
  return (
    <form className={styles.search} role="search" method="get" onSubmit={(event) => event.preventDefault()}>
      <VisuallyHidden>
        <label htmlFor={id}>Search articles</label>
      </VisuallyHidden>
      <input
        ref={input}
        id={id}
        className={styles.searchInput}
        type="search"
        name={SEARCH_PARAM}
        placeholder="Search articles..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
