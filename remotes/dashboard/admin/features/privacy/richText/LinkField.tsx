import { useId, useState, type FormEvent } from 'react';
import styles from './richText.css';

export const LINK_ADDRESS_RULE = 'Use an address that starts with https://, http:// or mailto:';

const LINK_ADDRESS = /^(https?:\/\/\S+|mailto:\S+@\S+)$/i;

interface LinkFieldProps {
  /** The link under the cursor, when there is one. */
  initialHref: string;
  /** An empty address removes the link. */
  onApply: (href: string) => void;
  onCancel: () => void;
}

/**
 * The address of a link, typed under the toolbar. Only web and mail addresses, as the server's
 * sanitiser keeps no others (a `javascript:` link would come back without its address).
 */
export function LinkField({ initialHref, onApply, onCancel }: LinkFieldProps) {
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [problem, setProblem] = useState('');

  function apply(event?: FormEvent) {
    event?.preventDefault();
    const address = href.trim();
    if (address && !LINK_ADDRESS.test(address)) {
      setProblem(LINK_ADDRESS_RULE);
      return;
    }
    onApply(address);
  }

  return (
    // Not a <form>: it sits inside the policy's form, and forms cannot nest.
    <div className={styles.linkField} role="group" aria-label="Link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        type="url"
        value={href}
        placeholder="https://"
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setProblem('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') onCancel();
        }}
      />
      <button type="button" className={styles.tool} onClick={() => apply()}>
        Apply link
      </button>
      <button type="button" className={styles.tool} onClick={onCancel}>
        Cancel link
      </button>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
