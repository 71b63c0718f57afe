import { CONTENT_DEFAULTS, type SectionHero, definePage } from '@academy/contracts';
import { CardGrid, Hero, PageSection } from '@academy/ui';
import section from '../section';
import type { Program as Item } from '../schemas';

interface Content {
  hero: SectionHero | null;
  items: Item[];
}

/** The Classes page (route /classes): its hero, then its items, newest first. */
function ClassesPage({ data: { hero, items } }: { data: Content }) {
  const cards = items.map((entry) => ({
    key: entry._id,
    title: entry.title,
    description: entry.description,
    image: entry.image,
  }));
  return (
    <>
      <Hero
        title={hero?.herotitle || CONTENT_DEFAULTS.title}
        description={hero?.herodescription || CONTENT_DEFAULTS.description}
        image={hero?.heroimg}
      />
      <PageSection heading="Classes">
        <CardGrid cards={cards} emptyText="No items to display." label="Classes items" />
      </PageSection>
    </>
  );
}

/** The page's route module, rendered by the server and taken over by the browser. */
export default definePage<Content>({
  // The two calls go out together; if either fails, the page shows its one error text.
  load: async ({ api }) => {
    const [hero, items] = await Promise.all([
      api.get<SectionHero | null>(section.records.hero.path),
      api.get<Item[] | null>(section.lists.programs.path),
    ]);
    return { hero, items: items ?? [] };
  },
  Component: ClassesPage,
  meta: ({ hero }) => ({
    title: hero?.herotitle || 'Classes',
    description: hero?.herodescription || CONTENT_DEFAULTS.description,
    image: hero?.heroimg || undefined,
  }),
  error: () => ({ message: 'Failed to load Classes page data. Please try again later.' }),
});
