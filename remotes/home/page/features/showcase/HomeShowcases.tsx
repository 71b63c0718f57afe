import { type DescribedPicture, describedPicture } from '@academy/contracts';
import { ActionLink, CardGrid, PageSection, type Card } from '@academy/ui';
import type { HomeBlogSlot, HomeServiceSlot } from '../../../schemas';
import { HOME_DEFAULTS } from '../content/homeDefaults';
import { firstByPosition } from './firstByPosition';

function slotCard(key: string, title: string, description: string, image: DescribedPicture): Card {
  return {
    key,
    title: title || HOME_DEFAULTS.title,
    description: description || HOME_DEFAULTS.description,
    image,
  };
}

/** 'Our Services': the first three service slots, and 'Learn More' on the services page. */
export function ServicesShowcase({ services }: { services: HomeServiceSlot[] }) {
  const cards = firstByPosition(services).map((slot) =>
    slotCard(slot._id, slot.servicetitle, slot.servicedescription, describedPicture(slot, 'serviceimg')),
  );
  return (
    <PageSection heading="Our Services">
      <CardGrid cards={cards} />
      <ActionLink to="/service" context="about our services">
        Learn More
      </ActionLink>
    </PageSection>
  );
}

/** 'Latest Blogs': the first three blog slots (or 'No blogs available'), and the blog page. */
export function BlogsShowcase({ blogs }: { blogs: HomeBlogSlot[] }) {
  const cards = firstByPosition(blogs).map((slot) =>
    slotCard(slot._id, slot.blogtitle, slot.blogdescription, describedPicture(slot, 'blogimg')),
  );
  return (
    <PageSection heading="Latest Blogs">
      <CardGrid cards={cards} emptyText="No blogs available" />
      <ActionLink to="/blog" context="on our blog">
        Learn More
      </ActionLink>
    </PageSection>
  );
}
