import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { staffPaths, type StaffSession } from '@academy/contracts';
import {
  Button,
  EditorSection,
  QueryState,
  contentKey,
  formatDateTime,
  useContent,
} from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import { useFormAction } from '../auth/useFormAction';
import styles from './AccountPage.module.css';

/**
 * Where this account is signed in. Ending one here ends it on the server: that browser's next call
 * is refused and its guard sends it to sign in. This browser's own session ends with Logout.
 */
export function Sessions() {
  const sessions = useContent<StaffSession[]>(staffPaths.sessions);
  const queryClient = useQueryClient();
  const { pending, status, run } = useFormAction('The session could not be ended.');
  const idPrefix = useId();

  // The server answers ends with no list: the ended ones leave the one already shown.
  const keep = (kept: (session: StaffSession) => boolean) =>
    queryClient.setQueryData<StaffSession[]>(contentKey(staffPaths.sessions), (list) => list?.filter(kept));

  const end = (id: string) =>
    run(async () => {
      await sendData('delete', staffPaths.session(id));
      keep((session) => session._id !== id);
      return 'Session ended successfully.';
    });

  const endOthers = () =>
    run(async () => {
      await sendData('delete', staffPaths.sessions);
      keep((session) => session.current);
      return 'Other sessions ended successfully.';
    });

  return (
    <EditorSection heading="Your sessions">
      <QueryState query={sessions} errorText="Failed to load your sessions">
        {(list) => (
          <>
            <ul className={styles.sessions}>
              {list.map((session, index) => {
                const nameId = `${idPrefix}-${index}`;
                return (
                  <li key={session._id} className={styles.session}>
                    <p className={styles.browser} id={nameId}>
                      {session.browser}
                      {session.current && <span className={styles.thisBrowser}>This browser</span>}
                    </p>
                    <p className={styles.detail}>
                      {session.address} · Last used {formatDateTime(session.lastUsedAt)}
                    </p>
                    {!session.current && (
                      // Every row's button says the same; the browser it ends is its description.
                      <Button
                        variant="danger"
                        aria-describedby={nameId}
                        disabled={pending}
                        onClick={() => void end(session._id)}
                      >
                        End session
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {list.some((session) => !session.current) && (
              <Button variant="danger" disabled={pending} onClick={() => void endOthers()}>
                End all other sessions
              </Button>
            )}
          </>
        )}
      </QueryState>
      <StatusMessage message={status} />
    </EditorSection>
  );
}
