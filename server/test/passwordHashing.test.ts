import {
  HASHES_AT_ONCE,
  HASHES_WAITING,
  HASHING_BUSY,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '../src/services/passwords';
import { ADMIN_EMAIL, type TestApp, api, createTestApp } from './helpers/testApp';

test('hashes beyond the running and waiting ones are refused at once, not queued', async () => {
  // The decoy hash made when the module loads has finished: every slot is free.
  await verifyAgainstDecoy('warm up');
  const attempts = 3 * (HASHES_AT_ONCE + HASHES_WAITING);
  const results = await Promise.allSettled(
    Array.from({ length: attempts }, (_, i) => hashPassword(`password number ${i}`)),
  );
  const refused = results.filter((result) => result.status === 'rejected');
  expect(results.length - refused.length).toBe(HASHES_AT_ONCE + HASHES_WAITING);
  for (const result of refused) {
    expect((result as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 503,
      message: HASHING_BUSY,
    });
  }
  // The slots come back: a hash after the crowd works.
  const hash = await hashPassword('after the crowd');
  expect(await verifyPassword('after the crowd', hash)).toBe(true);
});

describe('a crowd of sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is answered 503 with a sentence past what the server hashes at once, each from its own address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: api('/auth/login'),
          payload: { email: ADMIN_EMAIL, password: `guess number ${i}` },
          remoteAddress: `10.77.${Math.floor(i / 200)}.${i % 200}`,
        }),
      ),
    );
    const statuses = new Set(responses.map((response) => response.statusCode));
    expect([...statuses].sort()).toEqual([401, 503]);
    for (const busy of responses.filter((response) => response.statusCode === 503)) {
      expect(busy.json()).toEqual({ success: false, error: HASHING_BUSY });
    }
  });
});
