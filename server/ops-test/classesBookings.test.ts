import pg from 'pg';
import { API_PREFIX } from '@academy/contracts';
import { type ServerProcess, startServer, waitUntilHealthy } from '../test/helpers/serverProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/helpers/testApp';
import { PostgresCluster, clusterPort } from './postgresCluster';
import { siteFolders } from './siteFolders';

jest.setTimeout(60_000);

const VISITORS = 60;
const PLACES = 3;

interface Answer<T> {
  status: number;
  body: { success: boolean; data: T; error?: string };
}

// Free trial places across two real server processes on one PostgreSQL cluster: 60 visitors
// book the same class on the same date at once, half through each server, and the database's
// lock per occurrence gives its 3 places to the first 3 and puts the rest on the waitlist.
describe('free trial places with two servers on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let folders: Awaited<ReturnType<typeof siteFolders>>;
  let servers: ServerProcess[] = [];
  let token: string;

  async function send<T>(
    server: ServerProcess,
    method: string,
    route: string,
    body?: object,
    auth = true,
  ): Promise<Answer<T>> {
    const response = await fetch(`${server.origin}${API_PREFIX}${route}`, {
      method,
      headers: {
        ...(auth && { authorization: `Bearer ${token}` }),
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  beforeAll(async () => {
    [cluster, folders] = await Promise.all([PostgresCluster.create(clusterPort(5)), siteFolders()]);
    await cluster.start();
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: folders.dataDir,
      STATIC_ROOT: folders.staticRoot,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Every visitor below comes from 127.0.0.1: the per-client limit must let 60 bookings in.
      RATE_LIMIT_MAX: String(VISITORS * 2),
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all(servers.map((server) => waitUntilHealthy(server.origin)));
    const login = await send<never>(
      servers[0],
      'POST',
      '/auth/login',
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      false,
    );
    expect(login.status).toBe(200);
    token = (login.body as unknown as { token: string }).token;
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await cluster?.remove();
    await folders?.remove();
  });

  it(`gives ${PLACES} places to ${VISITORS} visitors booking at once through both: exactly ${PLACES} booked, the rest waitlisted in arrival order`, async () => {
    const [one, other] = servers;
    const program = await send<{ _id: string }>(one, 'POST', '/classes/programs', {
      title: 'Kids',
      description: 'Karate for ages 7 to 12.',
      level: 'all',
    });
    expect(program.status).toBe(200);
    // A class two days from now (the academy's time zone is UTC until one is saved), so the date
    // cannot start while the test runs.
    const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const date = day.toISOString().slice(0, 10);
    const session = await send<{ _id: string }>(other, 'POST', '/classes/sessions', {
      program: program.body.data._id,
      weekday: day.getUTCDay() || 7,
      startTime: '18:00',
      endTime: '19:00',
      instructor: 'Sensei Kenji',
      trialSpots: PLACES,
    });
    expect(session.status).toBe(200);
    const sessionId = session.body.data._id;
    const offered = await send<{ dates: { date: string; places: number; booked: number }[] }>(
      one,
      'GET',
      `/classes/trial-dates?session=${sessionId}`,
      undefined,
      false,
    );
    expect(offered.body.data.dates[0]).toMatchObject({ date, places: PLACES, booked: 0 });

    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) =>
        send<{ _id: string; status: string }>(
          servers[i % 2],
          'POST',
          '/classes/bookings',
          {
            session: sessionId,
            date,
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            participant: `Child ${i}`,
            age: 9,
          },
          false,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(VISITORS).fill(200));
    const answered = answers.map((answer) => answer.body.data.status);
    expect(answered.filter((status) => status === 'booked')).toHaveLength(PLACES);
    expect(answered.filter((status) => status === 'waitlisted')).toHaveLength(VISITORS - PLACES);

    // Staff read the same through either server.
    for (const server of servers) {
      const listed = await send<{ _id: string; session: string; status: string }[]>(
        server,
        'GET',
        '/classes/bookings',
      );
      expect(listed.status).toBe(200);
      const ofClass = listed.body.data.filter((booking) => booking.session === sessionId);
      expect(ofClass).toHaveLength(VISITORS);
      expect(Object.fromEntries(ofClass.map((booking) => [booking._id, booking.status]))).toEqual(
        Object.fromEntries(answers.map((answer) => [answer.body.data._id, answer.body.data.status])),
      );
    }
    // In the database: the first three to arrive hold the places, the others wait behind them.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT status FROM class_bookings WHERE session_id = $1 AND class_date = $2 ORDER BY seq',
        [sessionId, date],
      );
      expect(rows.map((row) => row.status)).toEqual([
        ...Array(PLACES).fill('booked'),
        ...Array(VISITORS - PLACES).fill('waitlisted'),
      ]);
    } finally {
      await client.end();
    }
    const after = await send<{ dates: { date: string; booked: number; full: boolean }[] }>(
      other,
      'GET',
      `/classes/trial-dates?session=${sessionId}`,
      undefined,
      false,
    );
    expect(after.body.data.dates[0]).toMatchObject({ date, booked: PLACES, full: true });
  });
});
