import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FocusTrap } from 'focus-trap-react';
import type { AdminSearchResult } from '@academy/contracts';
import { getErrorMessage } from '@academy/runtime';
import { hasWords, useFindInAdmin } from './findInAdmin';
import styles from './AdminSearch.module.css';

export const ADMIN_SEARCH_TEXTS = {
  open: 'Search',
  dialog: 'Search the admin area',
  field: 'Search for',
  placeholder: 'A title, a sentence, a name…',
  results: 'Results',
  start: 'Type a word or two to search for.',
  searching: 'Searching…',
  nothing: (term: string) => `Nothing found for "${term}".`,
  failed: 'The search failed. Try again.',
  help: 'Up and down arrows choose, Enter opens, Escape closes.',
} as const;

/** Whether a key press is the shortcut: Ctrl+K, or Cmd+K on a Mac. */
const isShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** What the list says above the results, or instead of them. */
function statusOf(query: string, search: ReturnType<typeof useFindInAdmin>): string {
  if (!hasWords(query)) return ADMIN_SEARCH_TEXTS.start;
  if (search.isError) return getErrorMessage(search.error, ADMIN_SEARCH_TEXTS.failed);
  if (!search.settled || search.isFetching || !search.data) return ADMIN_SEARCH_TEXTS.searching;
  if (search.data.length === 0) return ADMIN_SEARCH_TEXTS.nothing(search.term);
  return search.data.length === 1 ? '1 result.' : `${search.data.length} results.`;
}

interface SearchDialogProps {
  onClose: () => void;
  onOpenResult: (result: AdminSearchResult) => void;
}

/**
 * The search itself: a field and its results as a list box (the combobox pattern). The arrows
 * move through the results, Enter opens the one chosen (the first if none is), a click opens
 * one too; Escape or a click outside closes.
 */
function SearchDialog({ onClose, onOpenResult }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useFindInAdmin(query);
  const results = (hasWords(query) && search.data) || [];
  const field = useRef<HTMLInputElement>(null);
  const listId = useId();
  const statusId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const status = statusOf(query, search);

  // A new list of results starts at its first.
  useEffect(() => setActive(0), [search.data]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      onOpenResult(results[active]);
    }
  }

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <FocusTrap
      focusTrapOptions={{
        onDeactivate: onClose,
        clickOutsideDeactivates: true,
        initialFocus: () => field.current ?? false,
        // The dialog is on screen whenever it is open: the trap needs only the order of tabbing.
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={ADMIN_SEARCH_TEXTS.dialog}>
        <input
          ref={field}
          className={styles.field}
          type="search"
          role="combobox"
          aria-label={ADMIN_SEARCH_TEXTS.field}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results[active] ? optionId(active) : undefined}
          aria-describedby={statusId}
          placeholder={ADMIN_SEARCH_TEXTS.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={statusId} className={styles.status} role="status">
          {status}
        </p>
        <ul id={listId} className={styles.results} role="listbox" aria-label={ADMIN_SEARCH_TEXTS.results}>
          {results.map((result, index) => (
            <li
              key={`${result.adminPath} ${result.kind} ${result.title} ${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.result} ${styles.active}` : styles.result}
              onMouseMove={() => setActive(index)}
              onClick={() => onOpenResult(result)}
            >
              <span className={styles.title}>{result.title}</span>
              <span className={styles.where}>
                {result.section} › {result.kind}
              </span>
              {result.snippet && <span className={styles.snippet}>{result.snippet}</span>}
            </li>
          ))}
        </ul>
        <p className={styles.help}>{ADMIN_SEARCH_TEXTS.help}</p>
      </div>
    </FocusTrap>
  );
}

/**
 * The admin header's search: a button (and Ctrl+K or Cmd+K anywhere in the admin area) opens a
 * search of everything the account may open; a result opens its screen. Focus goes back to the
 * button when it closes.
 */
export function AdminSearch() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      // The browser's own Ctrl+K (its address bar) gives way to the admin area's search.
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.open}
        aria-label={ADMIN_SEARCH_TEXTS.open}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">⌕</span>
        <span className={styles.openText}>{ADMIN_SEARCH_TEXTS.open}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && (
        <>
          <div className={styles.backdrop} aria-hidden="true" />
          <SearchDialog
            onClose={close}
            onOpenResult={(result) => {
              setOpen(false);
              navigate(result.adminPath);
            }}
          />
        </>
      )}
    </>
  );
}
