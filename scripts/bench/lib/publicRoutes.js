// The public routes the page parts measure: every page of the site, with the first blog post of
// the demo content as the detail page. BENCH_ROUTES (names, comma-separated) measures only some
// of them, for a trial while working on one page.
const BLOGS_API = '/v1/api/admin/blog/blogs';

async function publicRoutes(origin) {
  const answer = await (await fetch(`${origin}${BLOGS_API}`)).json();
  const firstBlog = answer.data?.[0];
  if (!firstBlog) throw new Error(`${BLOGS_API} lists no blog: ${JSON.stringify(answer)}`);
  const routes = [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'service', path: '/service' },
    { name: 'blog', path: '/blog' },
    { name: 'blog-detail', path: `/blog/${encodeURIComponent(firstBlog._id)}` },
    { name: 'contact', path: '/contact' },
    { name: 'privacy-policy', path: '/privacy-policy' },
  ];
  const wanted = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  if (!wanted) return routes;
  const unknown = wanted.filter((name) => !routes.some((route) => route.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no route named ${unknown.join(', ')}.`);
  return routes.filter((route) => wanted.includes(route.name));
}

module.exports = { publicRoutes };
