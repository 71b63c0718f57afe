import { CONTENT_DEFAULTS, describedPicture } from '@academy/contracts';
import { CardGrid, Hero, PageSection } from '@academy/ui';
import type { ServicesContent } from './loadServicesContent';

/** The services page (route /service): hero and every service the academy offers. */
export function ServicesPage({ data }: { data: ServicesContent }) {
  const cards = data.services.map((service) => ({
    key: service._id,
    title: service.servicetitle,
    description: service.servicedescription,
    image: describedPicture(service, 'serviceimg'),
  }));
  return (
    <>
      <Hero
        title={data.hero?.herotitle || CONTENT_DEFAULTS.title}
        description={data.hero?.herodescription || CONTENT_DEFAULTS.description}
        image={describedPicture(data.hero, 'heroimg')}
      />
      <PageSection heading="What We Offer">
        <CardGrid cards={cards} emptyText="No services available at this time" label="Services" />
      </PageSection>
    </>
  );
}
