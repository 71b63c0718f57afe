import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@academy/runtime';
import { type Overrides, remoteOverridePaths } from '@academy/contracts';
import {
  AdminScreen,
  Button,
  EditorForm,
  EditorSection,
  TextField,
  useContent,
  useSaveRecord,
} from '@academy/admin-kit';
import { reloadPage } from '../../lib/reloadPage';
import { linkedOverrides } from './overridesLink';
import { useRemoteSetup } from './remoteSetup';
import styles from './RemoteOverridesPage.module.css';

type Status = { tone: 'success' | 'error'; text: string } | null;

const APPLIED = 'Overrides applied. Reload any page to use them.';
const CLEARED = 'Overrides cleared. Reload any page to load the site’s own releases again.';

/**
 * The override panel (/admin/remote-overrides): every remote of the registry with the manifest
 * URL this browser loads it from instead (empty: the site's own release). A link may fill fields
 * in (`?about=http://localhost:3002/mf-manifest.json`), but nothing is applied until the
 * administrator clicks Apply: a link never loads code into an administrator's browser by itself.
 * The server checks every URL against DEV_REMOTE_ORIGINS and says why it refuses one.
 */
export function RemoteOverridesPage() {
  const { remotes } = useRemoteSetup();
  const [query] = useSearchParams();
  const fromLink = useMemo(() => linkedOverrides(query, remotes), [query, remotes]);
  const current = useContent<Overrides>(remoteOverridePaths.overrides);
  const save = useSaveRecord<Overrides>({ method: 'put', path: remoteOverridePaths.overrides });
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [settled, setSettled] = useState(false);

  // The fields start from what the server holds for this session, the link's values on top.
  const fields = draft ?? { ...(current.data?.remotes ?? {}), ...fromLink.filled };

  async function send(overrides: Record<string, string>) {
    setStatus(null);
    setSettled(false);
    try {
      const saved = await save.mutateAsync({ body: { remotes: overrides } });
      setDraft({ ...saved.remotes });
      setStatus({ tone: 'success', text: Object.keys(saved.remotes).length > 0 ? APPLIED : CLEARED });
      setSettled(true);
    } catch (error) {
      setStatus({ tone: 'error', text: getErrorMessage(error, 'The overrides could not be saved.') });
    }
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(
      remotes.flatMap((remote) => {
        const url = fields[remote]?.trim();
        return url ? [[remote, url]] : [];
      }),
    );
    void send(filled);
  };

  return (
    <AdminScreen title="Remote overrides">
      <p className={styles.intro}>
        Load one or more sections from a dev server in this browser only, to try a local build against the
        live site. Every other browser, yours after signing out included, keeps the site’s own releases. Check
        each URL before applying it: the code it names runs here with your session.
      </p>
      <EditorSection heading="Manifest URLs">
        {current.isPending ? (
          <p className={styles.note} role="status" aria-live="polite">
            Loading...
          </p>
        ) : (
          <>
            {current.isError && (
              <p className={styles.loadError} role="alert">
                {getErrorMessage(current.error, 'Failed to load the overrides.')}
              </p>
            )}
            {current.data && (
              <p className={styles.note}>Allowed: {current.data.allowedOrigins.join(', ') || 'none'}</p>
            )}
            {Object.keys(fromLink.filled).length > 0 && (
              <p className={styles.linkNote}>
                Filled in from the link: {Object.keys(fromLink.filled).join(', ')}. Nothing is applied until
                you click Apply.
              </p>
            )}
            {fromLink.unknown.length > 0 && (
              <p className={styles.note}>Not remotes of this site, ignored: {fromLink.unknown.join(', ')}.</p>
            )}
            <EditorForm onSubmit={apply}>
              {remotes.map((remote) => (
                <TextField
                  key={remote}
                  label={`Manifest URL for ${remote}`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  value={fields[remote] ?? ''}
                  onChange={(event) => {
                    const { value } = event.target;
                    setDraft({ ...fields, [remote]: value });
                  }}
                />
              ))}
              {status && (
                <p
                  className={status.tone === 'success' ? styles.success : styles.error}
                  role={status.tone === 'success' ? 'status' : 'alert'}
                >
                  {status.text}
                </p>
              )}
              <div className={styles.actions}>
                <Button type="submit" variant="primary" disabled={save.isPending}>
                  {save.isPending ? 'Applying...' : 'Apply'}
                </Button>
                <Button variant="danger" onClick={() => void send({})} disabled={save.isPending}>
                  Clear all
                </Button>
                {settled && <Button onClick={reloadPage}>Reload now</Button>}
              </div>
            </EditorForm>
          </>
        )}
      </EditorSection>
    </AdminScreen>
  );
}
