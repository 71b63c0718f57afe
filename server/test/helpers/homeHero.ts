import { type AuthHeaders, type TestApp, api } from './testApp';

/** The home page's hero record, the public read the cache tests watch. */
export const HOME_HERO = api('/home/hero');

/** Saves the home hero with this title through the API, as an administrator. */
export async function saveHomeHero(t: TestApp, headers: AuthHeaders, title: string): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: HOME_HERO,
    headers,
    payload: { herotitle: title, herodescription: 'Text' },
  });
  expect(response.statusCode).toBe(200);
}
