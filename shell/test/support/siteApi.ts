import { fakeApi, ok, type Route } from '@academy/testing';

/**
 * The fake API behind a whole layout: the routes a test lists, and every other read answering
 * "never saved", so the header's name, the footer's contact details and policy excerpt need no
 * listing unless the test is about them.
 */
export function fakeSiteApi(routes: Record<string, Route> = {}) {
  return fakeApi(routes, { otherGets: ok(null) });
}
