import { CONTENT_DEFAULTS, type SectionHero, definePage, describedPicture } from '@academy/contracts';
import { CardGrid, Hero, PageSection } from '@academy/ui';
import section, { type Item } from '../section';

interface Content {
  hero: SectionHero | null;
  items: Item[];
}

/** The __LABEL__ page (route /__NAME__): its hero, then its items, newest first. */
function __COMPONENT__Page({ data: { hero, items } }: { data: Content }) {
  const cards = items.map((entry) => ({
    key: entry._id,
    title: entry.title,
    description: entry.description,
    image: describedPicture(entry, 'image'),
  }));
  return (
    <>
      <Hero
        title={hero?.herotitle || CONTENT_DEFAULTS.title}
        description={hero?.herodescription || CONTENT_DEFAULTS.description}
        image={describedPicture(hero, 'heroimg')}
      />
      <PageSection heading="__LABEL__">
        <CardGrid cards={cards} emptyText="No items to display." label="__LABEL__ items" />
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
      api.get<Item[] | null>(section.lists.items.path),
    ]);
    return { hero, items: items ?? [] };
  },
  Component: __COMPONENT__Page,
  meta: ({ hero }) => ({
    title: hero?.herotitle || '__LABEL__',
    description: hero?.herodescription || CONTENT_DEFAULTS.description,
    image: hero?.heroimg || undefined,
  }),
  error: () => ({ message: 'Failed to load __LABEL__ page data. Please try again later.' }),
});
