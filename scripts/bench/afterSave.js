// The first request after a save: the production server is started on a fresh data folder with
// the demo content; for each public route, a record the page shows (its section's hero, a post's
// own fields for a post's page, the privacy policy) is saved with a text the page shows changed,
// and the route is asked for at once, once the save is answered, SAVES times. Each answer must
// show the change; the time is the whole answer's. Target: median under 15 ms on every route, as
// the server renders the pages a save changed again before answering it. Needs the web build
// (`npm run build`) on disk.
const path = require('node:path');
const { startProductionServer } = require('./lib/productionServer');
const { percentile } = require('./lib/stats');
const { publicRoutes } = require('./lib/publicRoutes');
const { timedPage } = require('./lib/timedPage');
const { loadSection, sectionNames } = require('../../webpack/sections');

// BENCH_SAVES shortens (or lengthens) a run.
const SAVES = Number(process.env.BENCH_SAVES ?? 10);
const TARGET_MS = 15;

const round1 = (ms) => Math.round(ms * 10) / 10;
/** A text as React writes it into HTML. */
const escaped = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Its `data`, from the public API. */
async function publicRead(origin, apiPath) {
  const { API_PREFIX } = require('@academy/contracts');
  return (await (await fetch(`${origin}${API_PREFIX}${apiPath}`)).json()).data;
}

/**
 * What a route's page may show, where it is read and saved: a post's page its post, then its
 * section's records.
 */
async function candidates(origin, route, sections) {
  const section = sections.find(
    (candidate) =>
      route.name === `${candidate.name}-detail` || candidate.pages.some((page) => page.path === route.path),
  );
  if (!section) return [];
  // A page dated by some of its records (the privacy policy) shows those above all.
  const datedBy = section.pages.find((page) => page.path === route.path)?.datedBy ?? [];
  const names = Object.keys(section.records).sort(
    (a, b) => Number(datedBy.includes(b)) - Number(datedBy.includes(a)),
  );
  const records = await Promise.all(
    names
      .map((name) => section.records[name])
      .map(async (record) => ({
        apiPath: record.path,
        fields: await publicRead(origin, record.path),
      })),
  );
  // And the items of its lists (a section whose records are not saved yet shows its lists).
  const items = (
    await Promise.all(
      Object.values(section.lists).map(async (list) =>
        ((await publicRead(origin, list.path)) ?? []).map((item) => ({
          apiPath: `${list.path}/${item._id}`,
          fields: item,
          itemPage: list.itemPage?.(item),
        })),
      ),
    )
  ).flat();
  if (route.name === `${section.name}-detail`) return items.filter((item) => item.itemPage === route.path);
  return [...records, ...items];
}

/** A record whose text field the page shows: where it is read and written, and the field. */
async function shownRecord(origin, route, sections, html) {
  for (const { apiPath, fields } of await candidates(origin, route, sections)) {
    if (!fields || typeof fields !== 'object') continue;
    const shown = (value) => value.length >= 4 && !value.includes('\n') && html.includes(escaped(value));
    // A rich text (the privacy policy's HTML) shows a paragraph added at its end.
    const richText = (value) => value.startsWith('<') && value.endsWith('>');
    const field = Object.keys(fields).find(
      (name) =>
        !name.startsWith('_') &&
        typeof fields[name] === 'string' &&
        (shown(fields[name]) || richText(fields[name])),
    );
    if (field) return { apiPath, fields, field, rich: richText(fields[field]) };
  }
  throw new Error(`No record ${route.path} shows was found to save`);
}

/** Saves the record with `text` in its shown field, as the admin area does. */
async function save(origin, apiPrefix, authorization, { apiPath, fields, field }, text) {
  const body = Object.fromEntries(Object.entries(fields).filter(([name]) => !name.startsWith('_')));
  const send = (method) =>
    fetch(`${origin}${apiPrefix}${apiPath}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, [field]: text }),
    });
  // The site's frame (the brand, the privacy policy) is saved with POST, every other record with PUT.
  let response = await send('PUT');
  if (response.status === 405) response = await send('POST');
  const answer = await response.text();
  if (!response.ok) throw new Error(`${apiPath} could not be saved: ${response.status} ${answer}`);
}

async function run({ repoRoot, log }) {
  const server = await startProductionServer({
    repoRoot,
    logFile: path.join(repoRoot, '.bench', 'after-save.server.log'),
  });
  log(`Healthy after ${(server.startMs / 1000).toFixed(1)} s`);
  const { API_PREFIX } = require('@academy/contracts');
  const sections = sectionNames().map(loadSection);
  const rows = [];
  const checks = [];
  const times = {};
  try {
    const routes = await publicRoutes(server.origin);
    const authorization = await server.signIn();
    for (const route of routes) {
      const { html } = await timedPage(server.origin, route.path);
      const record = await shownRecord(server.origin, route, sections, html);
      const original = record.fields[record.field];
      const samples = [];
      const outcomes = {};
      let shown = 0;
      for (let n = 1; n <= SAVES; n += 1) {
        // Kept before the save, as on a site visitors read.
        await timedPage(server.origin, route.path);
        const change = `Saved ${n} of ${SAVES}.`;
        const text = record.rich ? `${original}<p>${change}</p>` : `${original} ${change}`;
        await save(server.origin, API_PREFIX, authorization, record, text);
        const first = await timedPage(server.origin, route.path);
        samples.push(first.ms);
        outcomes[first.cache] = (outcomes[first.cache] ?? 0) + 1;
        if (first.html.includes(change)) shown += 1;
      }
      await save(server.origin, API_PREFIX, authorization, record, original);
      times[route.name] = samples;
      const median = percentile(samples, 50);
      rows.push({
        route: route.name,
        saved: `${record.apiPath} ${record.field}`,
        'median ms': round1(median),
        'max ms': round1(Math.max(...samples)),
        'answered from': Object.entries(outcomes)
          .map(([outcome, count]) => `${outcome} ${count}`)
          .join(', '),
        'showed the change': `${shown}/${SAVES}`,
      });
      checks.push(
        {
          what: `${route.name}: first request after a save, median`,
          target: `< ${TARGET_MS} ms`,
          value: `${round1(median)} ms`,
          passed: median < TARGET_MS,
        },
        {
          what: `${route.name}: the first page after a save shows it`,
          target: `${SAVES}/${SAVES}`,
          value: `${shown}/${SAVES}`,
          passed: shown === SAVES,
        },
      );
    }
  } finally {
    await server.stop();
  }
  return {
    tables: [{ title: `The first request after a save, ${SAVES} saves per route`, rows }],
    checks,
    details: { saves: SAVES, times },
  };
}

module.exports = {
  name: 'after-save',
  description: 'The first request for each public page after a save of what it shows (median of 10 saves)',
  run,
};
