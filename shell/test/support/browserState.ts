import { useSessionStore, useSettingsStore } from '@academy/runtime';

/** A fresh visitor: empty storage and stores, as on a first page load. */
export function resetBrowserState(): void {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ token: null, user: null });
  useSettingsStore.setState({ dashboardName: '', dashboardLogo: '' });
}

export function signInAs(name: string, token = 'valid-token'): void {
  useSessionStore.getState().signIn(token, { name, email: 'sensei@example.com' });
}
