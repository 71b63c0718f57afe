import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

// `npm run remotes -- ...` as a pipeline runs it, against a stand-in for the site that records
// each request and answers as the registry API does: what the CLI sends, and what it prints.
// (server/test/remotesCli.test.ts runs it against the real server.)
const CLI = path.join(__dirname, '..', 'remotes.js');
const DEPLOY_TOKEN = 'deploy-token-for-the-cli-test-0123456789';
const CDN = 'https://cdn.example.org/academy';
const CURRENT_DIGEST = '3f9a2c1b7d5e4f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4';
const CANARY_DIGEST = 'a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e';

const ABOUT = {
  name: 'about',
  section: 'about',
  current: {
    url: `${CDN}/about/1.1.0-3f9a2c1b7d/mf-manifest.json`,
    builtHere: false,
    digest: CURRENT_DIGEST,
    version: '1.1.0-3f9a2c1b7d',
    since: '2026-03-02T09:00:00.000Z',
    by: 'deploy token',
  },
  previous: { url: '/remotes/about/mf-manifest.json', digest: null, version: 'local' },
  canary: {
    url: `${CDN}/about/1.2.0-a1b2c3d4e5/mf-manifest.json`,
    percent: 20,
    digest: CANARY_DIGEST,
    version: '1.2.0-a1b2c3d4e5',
    startedAt: '2026-03-02T10:00:00.000Z',
    bakeMinutes: 7.5,
    autoPromote: true,
  },
  history: [],
  shared: [],
};
const HOME = {
  ...ABOUT,
  name: 'home',
  section: 'home',
  current: {
    url: '/remotes/home/mf-manifest.json',
    builtHere: true,
    digest: null,
    version: 'local',
    since: null,
    by: null,
  },
  previous: null,
  canary: null,
};
const HEALTH = {
  remote: 'about',
  since: '2026-03-02T10:00:00.000Z',
  releases: [
    {
      release: '1.1.0-3f9a2c1b7d',
      arm: 'stable',
      views: 1200,
      errors: { load: 3, render: 1, script: 2, server: 4 },
      errorViews: 6,
      errorRate: 0.005,
      lcpP75: 1830,
      inpP75: 96,
      clsP75: 0.031,
    },
    {
      release: '1.2.0-a1b2c3d4e5',
      arm: 'canary',
      views: 0,
      errors: { load: 0, render: 0, script: 0, server: 0 },
      errorViews: 0,
      errorRate: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    },
  ],
};

/** A table line's cells, as formatTable writes them (`| a | b |`). */
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

interface Recorded {
  method: string;
  url: string;
  authorization?: string;
  body?: unknown;
}

describe('npm run remotes', () => {
  let site: http.Server;
  let siteUrl: string;
  let requests: Recorded[];
  /** What the stand-in answers next: a status and the envelope's data, or a refusal. */
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    site = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        requests.push({
          method: request.method!,
          url: request.url!,
          authorization: request.headers.authorization,
          ...(text && { body: JSON.parse(text) }),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));
  beforeEach(() => {
    requests = [];
  });

  const answering = (data: unknown, status = 200) => {
    answer = { status, body: status < 400 ? { success: true, data } : data };
  };

  /** The CLI's output, or its error, and its exit code. */
  async function cli(...args: string[]) {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
        env: { PATH: process.env.PATH, SITE_URL: `${siteUrl}/`, DEPLOY_TOKEN },
      });
      return { code: 0, output: stdout };
    } catch (error) {
      const { code, stderr } = error as { code: number; stderr: string };
      return { code, output: stderr };
    }
  }

  const request = (method: string, url: string, body?: unknown) => ({
    method,
    url: `/v1/api/admin/ops/remotes${url}`,
    authorization: `Bearer ${DEPLOY_TOKEN}`,
    ...(body !== undefined && { body }),
  });

  it('lists each remote: current version and short digest, previous, and the canary with its settings', async () => {
    answering({ remotes: [ABOUT, HOME] });
    const { code, output } = await cli('list');
    expect(requests).toEqual([request('GET', '')]);
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines.map(cells)).toEqual([
      ['remote', 'current', 'digest', 'url', 'previous', 'canary'],
      expect.any(Array),
      [
        'about',
        '1.1.0-3f9a2c1b7d',
        '3f9a2c1b7d5e',
        ABOUT.current.url,
        'local',
        '20% 1.2.0-a1b2c3d4e5 (a1b2c3d4e5f6), bake 7.5 min, auto-promote',
      ],
      ['home', 'local', '-', '/remotes/home/mf-manifest.json', '-', '-'],
      [],
    ]);
  });

  it.each<[string, string[], Record<string, unknown>]>([
    [
      'with its bake time and auto-promote',
      ['canary', 'about', `${CDN}/x/mf-manifest.json`, '20', '--bake-minutes', '7.5', '--auto-promote'],
      { url: `${CDN}/x/mf-manifest.json`, percent: 20, bakeMinutes: 7.5, autoPromote: true },
    ],
    [
      'with the flags first',
      ['canary', 'about', '--auto-promote', '--bake-minutes', '.25', `${CDN}/x/mf-manifest.json`, '0'],
      { url: `${CDN}/x/mf-manifest.json`, percent: 0, bakeMinutes: 0.25, autoPromote: true },
    ],
    [
      'without flags (the site’s bake time, no auto-promote)',
      ['canary', 'about', `${CDN}/x/mf-manifest.json`, '100'],
      { url: `${CDN}/x/mf-manifest.json`, percent: 100, autoPromote: false },
    ],
  ])('starts a canary %s', async (_how, args, body) => {
    answering(ABOUT);
    const { code, output } = await cli(...args);
    expect(requests).toEqual([request('PUT', '/about/canary', body)]);
    expect(code).toBe(0);
    expect(output).toContain('| about  | 1.1.0-3f9a2c1b7d | 3f9a2c1b7d5e |');
  });

  it.each([
    [
      ['--bake-minutes', '0'],
      '--bake-minutes takes a number of minutes above 0, fractions allowed (got "0").',
    ],
    [
      ['--bake-minutes', '-5'],
      '--bake-minutes takes a number of minutes above 0, fractions allowed (got "-5").',
    ],
    [
      ['--bake-minutes', 'soon'],
      '--bake-minutes takes a number of minutes above 0, fractions allowed (got "soon").',
    ],
    [['--bake-minutes'], '--bake-minutes takes a number of minutes above 0, fractions allowed (got "").'],
    [
      ['--bake-minutes=5'],
      'A canary takes --bake-minutes <minutes> and --auto-promote, not "--bake-minutes=5".',
    ],
    [['--autopromote'], 'A canary takes --bake-minutes <minutes> and --auto-promote, not "--autopromote".'],
  ])(
    'refuses a canary with %j, with a sentence and the usage, and sends nothing',
    async (flags, sentence) => {
      const { code, output } = await cli('canary', 'about', `${CDN}/x/mf-manifest.json`, '20', ...flags);
      expect({ code, output }).toEqual({
        code: 1,
        output: expect.stringMatching(/^.+\n\nUsage: npm run remotes -- <command>\n/),
      });
      expect(output.split('\n')[0]).toBe(sentence);
      expect(output).toContain('canary <remote> <url> <percent> [--bake-minutes <minutes>] [--auto-promote]');
      expect(requests).toEqual([]);
    },
  );

  it.each<[string[], ReturnType<typeof request>]>([
    [
      ['set', 'about', `${CDN}/x/mf-manifest.json`],
      request('PUT', '/about', { url: `${CDN}/x/mf-manifest.json` }),
    ],
    [['rollback', 'about'], request('POST', '/about/rollback')],
    [['reset', 'about'], request('DELETE', '/about')],
    [['canary', 'about', 'off'], request('DELETE', '/about/canary')],
    [
      ['set', 'about/rollback', `${CDN}/x/mf-manifest.json`],
      request('PUT', '/about%2Frollback', { url: `${CDN}/x/mf-manifest.json` }),
    ],
  ])('%j sends %j', async (args, sent) => {
    answering(ABOUT);
    expect((await cli(...args)).code).toBe(0);
    expect(requests).toEqual([sent]);
  });

  it('promotes a canary', async () => {
    const { canary } = ABOUT;
    answering({
      ...ABOUT,
      current: { ...ABOUT.current, url: canary.url, digest: canary.digest, version: canary.version },
      previous: { url: ABOUT.current.url, digest: ABOUT.current.digest, version: ABOUT.current.version },
      canary: null,
    });
    const { code, output } = await cli('canary', 'about', 'promote');
    expect(requests).toEqual([request('POST', '/about/canary/promote')]);
    expect(code).toBe(0);
    expect(cells(output.split('\n')[2])).toEqual([
      'about',
      '1.2.0-a1b2c3d4e5',
      'a1b2c3d4e5f6',
      canary.url,
      '1.1.0-3f9a2c1b7d',
      '-',
    ]);
  });

  it('makes a release preview, printing its link alone on the first line', async () => {
    const link = `${siteUrl}/?release-preview=0123456789abcdef`;
    answering({ url: link, expiresAt: '2026-03-03T10:00:00.000Z' });
    const release = `${CDN}/about/1.2.0-a1b2c3d4e5/mf-manifest.json`;
    const { code, output } = await cli('preview', 'about', release);
    expect(requests).toEqual([request('POST', '/about/previews', { url: release })]);
    expect({ code, output }).toEqual({
      code: 0,
      output: `${link}\nShows the site with about at ${release} to whoever opens it, until 2026-03-03T10:00:00.000Z.\n`,
    });
  });

  it('prints the health of each release and arm, over the minutes asked or the site’s default', async () => {
    answering(HEALTH);
    const { code, output } = await cli('health', 'about', '15');
    expect((await cli('health', 'about')).code).toBe(0);
    expect(requests).toEqual([request('GET', '/about/health?minutes=15'), request('GET', '/about/health')]);
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines[0]).toBe('What visitors lived through with about since 2026-03-02T10:00:00.000Z:');
    expect(cells(lines[1])).toEqual([
      'release',
      'arm',
      'views',
      'error views',
      'error rate %',
      'load',
      'render',
      'script',
      'left to browser',
      'LCP p75 ms',
      'INP p75 ms',
      'CLS p75',
    ]);
    expect(cells(lines[3])).toEqual([
      '1.1.0-3f9a2c1b7d',
      'stable',
      '1200',
      '6',
      '0.5',
      '3',
      '1',
      '2',
      '4',
      '1830',
      '96',
      '0.03',
    ]);
    // A canary no visitor has had yet: no error rate and no timings, rather than zeros.
    expect(cells(lines[4])).toEqual([
      '1.2.0-a1b2c3d4e5',
      'canary',
      '0',
      '0',
      '-',
      '0',
      '0',
      '0',
      '0',
      '-',
      '-',
      '-',
    ]);
  });

  it.each([
    [['health', 'about', '0'], 'The minutes must be a whole number above 0 (got "0").'],
    [['health', 'about', '1.5'], 'The minutes must be a whole number above 0 (got "1.5").'],
    [['health', 'about', '60', '5'], '"health about 60 5" is not a command.'],
    [['health'], '"health" is not a command.'],
    [['preview', 'about'], '"preview about" is not a command.'],
    [
      ['canary', 'about', `${CDN}/x/mf-manifest.json`],
      `"canary about ${CDN}/x/mf-manifest.json" is not a command.`,
    ],
    [
      ['canary', 'about', `${CDN}/x/mf-manifest.json`, '101'],
      'The percentage must be a whole number from 0 to 100 (got "101").',
    ],
  ])('refuses %j with a sentence and the usage, and sends nothing', async (args, sentence) => {
    const { code, output } = await cli(...args);
    expect(code).toBe(1);
    expect(output.startsWith(`${sentence}\n\nUsage: npm run remotes -- <command>\n`)).toBe(true);
    expect(requests).toEqual([]);
  });

  it('gives the site’s sentence when it refuses', async () => {
    answering({ success: false, error: 'about has no canary to promote.' }, 409);
    expect(await cli('canary', 'about', 'promote')).toEqual({
      code: 1,
      output: 'about has no canary to promote.\n',
    });
  });
});
