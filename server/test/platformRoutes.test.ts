import { platformNames, platformRoutes } from '../src/sections/platformRoutes';

// The names new-section refuses (scripts/test/newSection.test.ts) are those of the platform's own
// routes, read from the app built with no section: nobody keeps a list of them.
jest.setTimeout(60_000);

test('the platform’s routes name its pages, file folders and API resources, and no section’s', async () => {
  const names = platformNames(await platformRoutes());
  expect(names).toEqual(
    expect.arrayContaining([
      'page-state',
      'releases',
      'remotes',
      'uploads',
      'healthz',
      'v1',
      'admin',
      'auth',
      'users',
      'audit',
      'trash',
      'backups',
      'previews',
      'ops',
    ]),
  );
  for (const section of ['about', 'blog', 'classes', 'contact', 'home', 'service', 'dashboard'])
    expect(names).not.toContain(section);
});
