import { definePage } from '@academy/contracts';
import { contentErrorStatus } from '@academy/runtime';

interface Hero {
  heading: string;
}

/**
 * A page module as a public remote exposes one: it reads its hero, shows the heading (its title
 * when nothing is saved) and names itself in the document head. A hero without a heading makes
 * it throw while rendering, as a page meeting data it did not expect would.
 */
function heroPage(title: string, path: string) {
  return definePage<Hero | null>({
    load: ({ api }) => api.get<Hero | null>(path),
    Component: ({ data }) => <h1>{data ? data.heading.trim() : title}</h1>,
    meta: (data) => ({ title, description: `${title}: ${data?.heading ?? 'nothing saved'}` }),
    error: () => ({ title: 'Error Loading Content', message: `Failed to load ${title.toLowerCase()}` }),
  });
}

const blogPostPage = definePage<{ title: string }>({
  load: ({ api, params }) => api.get(`/blog/detailed/${encodeURIComponent(params.id ?? '')}`),
  Component: ({ data }) => <h1>{data.title}</h1>,
  meta: (data) => ({ title: data.title, description: data.title }),
  // A missing post has no heading of its own; the status tells it from a failed call.
  error: (error) =>
    contentErrorStatus(error) === 404
      ? { message: 'Blog post not found.' }
      : { title: 'Error Loading Content', message: 'Failed to load blog post' },
});

/**
 * A page with a form, as the contact page has: like the others, plus an action that sends the
 * form through the writer it is given and says how it went, which the page shows (and whose
 * refusal is the page's status).
 */
const contactPage = definePage<{ hero: Hero | null; sent?: string }, string>({
  load: async ({ api, submission }) => ({
    hero: await api.get<Hero | null>('/contact/hero'),
    sent: submission,
  }),
  action: ({ api, form }) =>
    api.post('/contact/contacts/submit', Object.fromEntries(form)).then(
      () => `Sent by ${form.get('name')}`,
      (error: Error) => `Refused: ${error.message}`,
    ),
  Component: ({ data }) => (
    <>
      <h1>{data.hero ? data.hero.heading.trim() : 'Contact'}</h1>
      {data.sent && <p role="status">{data.sent}</p>}
    </>
  ),
  meta: ({ hero, sent }) => ({
    title: 'Contact',
    description: `Contact: ${hero?.heading ?? 'nothing saved'}`,
    status: sent?.startsWith('Refused') ? 400 : undefined,
  }),
  error: () => ({ title: 'Error Loading Content', message: 'Failed to load contact' }),
});

/** What each remote exposes, by its federation id. */
export const REMOTE_MODULES: Record<string, unknown> = {
  'home/Page': heroPage('Home', '/home/hero'),
  'about/Page': heroPage('About', '/about/hero'),
  'services/Page': heroPage('Services', '/service/hero'),
  'blog/Page': heroPage('Blog', '/blog/hero'),
  'blog/DetailPage': blogPostPage,
  'contact/Page': contactPage,
};
