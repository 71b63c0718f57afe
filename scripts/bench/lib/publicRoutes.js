// The public routes the page parts measure, found from the sections (a new section's pages are
// measured without a line here): every page in the navigation, the pages the shell shows of a
// section's records (the privacy policy), and, for a page of one list item (/blog/:id), the
// first item of that list in the demo content. BENCH_ROUTES (names, comma-separated) measures
// only some of them, for a trial while working on one page.
const { loadSection, sectionNames } = require('../../../webpack/sections');

/** 'home' for '/', else the path's words: 'blog', 'privacy-policy'. */
const routeName = (pagePath) => (pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '-'));

/** The path of the first item of the list whose items the page shows, e.g. /blog/<first blog's slug>. */
async function firstItemPage(origin, section) {
  // Compiled by loadSection, which the definitions need first.
  const { API_PREFIX } = require('@academy/contracts');
  const list = Object.values(section.lists).find((candidate) => candidate.itemPage);
  if (!list) throw new Error(`Section ${section.name} has a page of one item but no list with itemPage`);
  const answer = await (await fetch(`${origin}${API_PREFIX}${list.path}`)).json();
  const first = answer.data?.[0];
  if (!first) throw new Error(`${list.path} lists nothing: ${JSON.stringify(answer)}`);
  return list.itemPage(first);
}

async function publicRoutes(origin) {
  const sections = sectionNames()
    .map(loadSection)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const routes = [];
  for (const section of sections) {
    for (const page of section.pages) {
      if (page.label || !page.expose) routes.push({ name: routeName(page.path), path: page.path });
      else if (page.path.endsWith('/:id')) {
        routes.push({ name: `${section.name}-detail`, path: await firstItemPage(origin, section) });
      }
    }
  }
  const wanted = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  if (!wanted) return routes;
  const unknown = wanted.filter((name) => !routes.some((route) => route.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no route named ${unknown.join(', ')}.`);
  return routes.filter((route) => wanted.includes(route.name));
}

module.exports = { publicRoutes };
