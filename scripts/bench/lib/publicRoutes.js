// The public routes the page parts measure: every page of the site, with the first blog post of
// the demo content as the detail page.
const BLOGS_API = '/v1/api/admin/blog/blogs';

async function publicRoutes(origin) {
  const answer = await (await fetch(`${origin}${BLOGS_API}`)).json();
  const firstBlog = answer.data?.[0];
  if (!firstBlog) throw new Error(`${BLOGS_API} lists no blog: ${JSON.stringify(answer)}`);
  return [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'service', path: '/service' },
    { name: 'blog', path: '/blog' },
    { name: 'blog-detail', path: `/blog/${encodeURIComponent(firstBlog._id)}` },
    { name: 'contact', path: '/contact' },
    { name: 'privacy-policy', path: '/privacy-policy' },
  ];
}

module.exports = { publicRoutes };
