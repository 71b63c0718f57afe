import { useSessionStore, useSettingsStore } from '../src';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

test('signing in keeps adminToken and adminUser (JSON with name) in session storage', () => {
  useSessionStore.getState().signIn('abc', { name: 'Sensei Aiko', email: 'a@b.test' });
  expect(sessionStorage.getItem('adminToken')).toBe('abc');
  expect(JSON.parse(sessionStorage.getItem('adminUser')!)).toEqual({
    name: 'Sensei Aiko',
    email: 'a@b.test',
  });
  expect(localStorage.getItem('adminToken')).toBeNull();
});

test('clearing the session removes both keys', () => {
  useSessionStore.getState().signIn('abc', { name: 'Aiko' });
  useSessionStore.getState().clear();
  expect(sessionStorage.getItem('adminToken')).toBeNull();
  expect(sessionStorage.getItem('adminUser')).toBeNull();
  expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
});

test('a reload picks the session up from session storage', () => {
  sessionStorage.setItem('adminToken', 'from-before');
  sessionStorage.setItem('adminUser', JSON.stringify({ name: 'Kenji' }));
  jest.isolateModules(() => {
    const { useSessionStore: fresh } = jest.requireActual('../src/stores/session');
    expect(fresh.getState()).toMatchObject({ token: 'from-before', user: { name: 'Kenji' } });
  });
});

test('an unreadable adminUser is treated as absent', () => {
  sessionStorage.setItem('adminUser', '{not json');
  jest.isolateModules(() => {
    const { useSessionStore: fresh } = jest.requireActual('../src/stores/session');
    expect(fresh.getState().user).toBeNull();
  });
});

test('the dashboard name and logo are cached in local storage', () => {
  useSettingsStore.getState().applyDashboard({ name: 'Kensho Dojo', logo: '/uploads/logo.webp' });
  expect(localStorage.getItem('dashboardName')).toBe('Kensho Dojo');
  expect(localStorage.getItem('dashboardLogo')).toBe('/uploads/logo.webp');
  jest.isolateModules(() => {
    const { useSettingsStore: fresh } = jest.requireActual('../src/stores/settings');
    expect(fresh.getState()).toMatchObject({
      dashboardName: 'Kensho Dojo',
      dashboardLogo: '/uploads/logo.webp',
    });
  });
});

test('no saved dashboard clears the cache', () => {
  useSettingsStore.getState().applyDashboard({ name: 'Old', logo: 'x' });
  useSettingsStore.getState().applyDashboard(null);
  expect(localStorage.getItem('dashboardName')).toBeNull();
  expect(useSettingsStore.getState().dashboardName).toBe('');
});

test('the settings store starts empty and restores the cached name at once, so a server-rendered page hydrates against what it was rendered with', () => {
  localStorage.setItem('dashboardName', 'Kensho Dojo');
  jest.isolateModules(() => {
    const { useSettingsStore: fresh } = jest.requireActual('../src/stores/settings');
    expect(fresh.getInitialState()).toMatchObject({ dashboardName: '', dashboardLogo: '' });
    expect(fresh.getState()).toMatchObject({ dashboardName: 'Kensho Dojo' });
  });
});
