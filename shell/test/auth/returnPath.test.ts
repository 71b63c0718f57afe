import { returnPathFromState, safeReturnPath } from '../../src/features/auth/returnPath';

describe('where sign-in returns to', () => {
  it('returns to the admin page the guard remembered, with its query and hash', () => {
    expect(returnPathFromState({ from: { pathname: '/admin/blog', search: '?page=2', hash: '#top' } })).toBe(
      '/admin/blog?page=2#top',
    );
    expect(safeReturnPath('/admin/blogs/42/details')).toBe('/admin/blogs/42/details');
  });

  it('defaults to the dashboard when nothing was remembered', () => {
    expect(returnPathFromState(undefined)).toBe('/admin/dashboard');
    expect(returnPathFromState(null)).toBe('/admin/dashboard');
    expect(returnPathFromState({})).toBe('/admin/dashboard');
    expect(safeReturnPath('')).toBe('/admin/dashboard');
  });

  it.each([
    '//evil.example/admin',
    'https://evil.example/admin/home',
    '/',
    '/about',
    '/administrator',
    '/admin/login',
    '/admin/login?next=/admin/home',
    '/admin/forgot-password',
    '/admin/reset-password?email=a&token=b',
    '/admin\\..\\evil',
  ])('refuses %s', (path) => {
    expect(safeReturnPath(path)).toBe('/admin/dashboard');
  });
});
