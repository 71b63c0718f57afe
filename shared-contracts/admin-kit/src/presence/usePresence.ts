import { useEffect, useState } from 'react';
import { API_PREFIX, PRESENCE_HEARTBEAT_MS, type PresenceAnswer, presencePaths } from '@academy/contracts';
import { getApiOrigin, sendData, useSessionStore } from '@academy/runtime';

const leavePath = (record: string) => `${presencePaths.presence}?record=${encodeURIComponent(record)}`;

/** Says the editor closed, so that others stop seeing this person at once (not a minute later). */
const leave = (record: string) => sendData<null>('delete', leavePath(record)).catch(() => undefined);

/**
 * Says so as the page itself goes (a reload, another address typed, the tab closed), when React
 * unmounts nothing and a call through the client would be cancelled with the page: a request the
 * browser finishes after the page is gone (`keepalive`), with the session's token.
 */
function leaveWithThePage(record: string): void {
  const { token } = useSessionStore.getState();
  void fetch(`${getApiOrigin()}${API_PREFIX}${leavePath(record)}`, {
    method: 'DELETE',
    keepalive: true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}

/**
 * While an editor of `record` (its API path; null: none open) is shown: a heartbeat now and every
 * PRESENCE_HEARTBEAT_MS, none while the tab is hidden (one again as soon as it shows), and the
 * names of the other staff members with the same record open, as the last heartbeat heard.
 */
export function usePresence(record: string | null): readonly string[] {
  const [others, setOthers] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!record) return undefined;
    let open = true;
    const beat = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const answer = await sendData<PresenceAnswer>('post', presencePaths.presence, { record });
        if (open) setOthers(answer.others.map((other) => other.name));
      } catch {
        // Presence is a courtesy: a heartbeat lost (offline, signed out) changes nothing else.
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    const onShown = () => void beat();
    const onPageGone = () => leaveWithThePage(record);
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('pagehide', onPageGone);
    return () => {
      open = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('pagehide', onPageGone);
      setOthers([]);
      void leave(record);
    };
  }, [record]);
  return others;
}
