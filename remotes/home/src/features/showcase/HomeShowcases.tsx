import type { HomeBlogSlot, HomeServiceSlot } from 'shared-contracts';
import { HOME_DEFAULTS } from '../content/homeDefaults';
import { firstByPosition } from './firstByPosition';
import { ShowcaseSection } from './ShowcaseSection';

export function ServicesShowcase({ services }: { services: HomeServiceSlot[] }) {
  const cards = firstByPosition(services).map((slot) => ({
    key: slot._id,
    title: slot.servicetitle || HOME_DEFAULTS.title,
    description: slot.servicedescription || HOME_DEFAULTS.description,
    image: slot.serviceimg,
  }));
  return <ShowcaseSection heading="Our Services" cards={cards} moreLink="/service" />;
}

export function BlogsShowcase({ blogs }: { blogs: HomeBlogSlot[] }) {
  const cards = firstByPosition(blogs).map((slot) => ({
    key: slot._id,
    title: slot.blogtitle || HOME_DEFAULTS.title,
    description: slot.blogdescription || HOME_DEFAULTS.description,
    image: slot.blogimg,
  }));
  return (
    <ShowcaseSection heading="Latest Blogs" cards={cards} emptyText="No blogs available" moreLink="/blog" />
  );
}
