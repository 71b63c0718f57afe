import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '@academy/contracts';
import { type TestApp, createTestApp } from './helpers/testApp';

/** The only routes under the prefix that a visitor may call without a session, besides reads. */
const PUBLIC_WRITES = [
  'POST /auth/login',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /auth/accept-invitation',
  'POST /contact/contacts/submit',
  // A visitor books a free trial, and cancels it with the link mailed to them (the link is the permission).
  'POST /classes/bookings',
  'POST /classes/booking/cancel',
  // Clears this browser's own remote overrides, found by their cookie (remoteOverrides.test.ts).
  'DELETE /ops/overrides/mine',
];
/** Reads that hold personal data. */
const ADMIN_READS = [
  'GET /contact/contacts/submissions',
  'GET /contact/contacts/submissions.csv',
  // Trial bookings: visitors' names, emails, children's ages; and how many a change would cancel.
  'GET /classes/bookings',
  'GET /classes/bookings.csv',
  'GET /classes/bookings/affected',
  // The registry's history names who changed what; an administrator's own overrides.
  'GET /ops/remotes',
  'GET /ops/overrides',
  // What visitors lived through with each release: for owners and the deploy token, as the registry.
  'GET /ops/remotes/:remote/health',
  // What was deleted, by whom.
  'GET /trash',
  // The staff accounts and what they did.
  'GET /users',
  'GET /audit',
  'GET /audit.csv',
  // The whole site, accounts included, and the schedule's state.
  'GET /backups',
  'GET /backups/download',
];
/** Every record's history (who saved what) is for administrators too. */
const isAdminRead = (name: string) =>
  ADMIN_READS.includes(name) || /^GET \/.+\/(revisions|draft|with-drafts)$/.test(name);

describe('every route under the API prefix', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) =>
        app.addHook('onRoute', (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        }),
    });
  });
  afterAll(() => t.close());

  const guarded = () =>
    routes.filter(({ method, url }) => {
      if (!url.startsWith(API_PREFIX)) return false;
      const name = `${method} ${url.slice(API_PREFIX.length)}`;
      if (isAdminRead(name)) return true;
      return !['GET', 'HEAD'].includes(method) && !PUBLIC_WRITES.includes(name);
    });

  it('found the write routes', () => {
    expect(guarded().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `POST ${API_PREFIX}/auth/logout`,
        `POST ${API_PREFIX}/dashboard/hero`,
        `PUT ${API_PREFIX}/contact/contacts`,
        `GET ${API_PREFIX}/contact/contacts/submissions`,
        `GET ${API_PREFIX}/contact/contacts/submissions.csv`,
        `PUT ${API_PREFIX}/contact/contacts/submissions/:id`,
        `DELETE ${API_PREFIX}/contact/contacts/submissions/:id`,
        `GET ${API_PREFIX}/classes/bookings`,
        `GET ${API_PREFIX}/classes/bookings.csv`,
        `PUT ${API_PREFIX}/classes/bookings/:id`,
        `DELETE ${API_PREFIX}/classes/bookings/:id`,
        `GET ${API_PREFIX}/trash`,
        `GET ${API_PREFIX}/home/hero/revisions`,
        `GET ${API_PREFIX}/home/service/:position/revisions`,
        `GET ${API_PREFIX}/about/team/:id/revisions`,
        `GET ${API_PREFIX}/blog/detailed/:id/revisions`,
        `POST ${API_PREFIX}/about/team/:id/revisions/:revisionId/restore`,
        `DELETE ${API_PREFIX}/trash/:id`,
      ]),
    );
  });

  it('answers 401 to each without a session and with a bogus one', async () => {
    for (const { method, url } of guarded()) {
      const concrete = url.replace(/:(\w+)/g, 'some-$1');
      for (const headers of [
        {},
        { authorization: 'Bearer not-a-real-token' },
        { authorization: 'Basic abc' },
      ]) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: concrete,
          headers,
          payload: {},
        });
        expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({
          route: `${method} ${url}`,
          status: 401,
        });
        expect(response.json()).toEqual({ success: false, error: expect.any(String) });
      }
    }
  });
});
