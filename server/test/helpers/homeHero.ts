import { type AuthHeaders, type TestApp, api } from './testApp';

/** The home page's hero record, the public read the cache tests watch. */
export const HOME_HERO = api('/home/hero');

/** Saves a section's hero with this title through the API, as an administrator. */
export async function saveHero(
  t: TestApp,
  headers: AuthHeaders,
  section: string,
  title: string,
): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: api(`/${section}/hero`),
    headers,
    payload: { herotitle: title, herodescription: 'Text' },
  });
  expect(response.statusCode).toBe(200);
}

/** Saves the home hero with this title through the API, as an administrator. */
export const saveHomeHero = (t: TestApp, headers: AuthHeaders, title: string) =>
  saveHero(t, headers, 'home', title);
