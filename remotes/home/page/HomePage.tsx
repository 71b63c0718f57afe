import { describedPicture } from '@academy/contracts';
import { HighlightSection } from '@academy/ui';
import { JoinCallToAction } from './features/callToAction/JoinCallToAction';
import { HOME_DEFAULTS } from './features/content/homeDefaults';
import type { HomeContent } from './features/content/loadHomeContent';
import { GalleryMarquee } from './features/gallery/GalleryMarquee';
import { HomeHero } from './features/hero/HomeHero';
import { BlogsShowcase, ServicesShowcase } from './features/showcase/HomeShowcases';

/** The home page (route /), drawn from what its loader fetched. */
export function HomePage({ data }: { data: HomeContent }) {
  const { hero, aboutUs, whyChooseUs, services, blogs, gallery } = data;
  return (
    <>
      <HomeHero hero={hero} />
      <HighlightSection
        title={aboutUs?.aboutustitle || HOME_DEFAULTS.aboutUsTitle}
        description={aboutUs?.aboutusdescription || HOME_DEFAULTS.description}
        image={describedPicture(aboutUs, 'aboutusimg')}
        imageSide="start"
      />
      <HighlightSection
        title={whyChooseUs?.whychooseustitle || HOME_DEFAULTS.whyChooseUsTitle}
        description={whyChooseUs?.whychooseusdescription || HOME_DEFAULTS.description}
        image={describedPicture(whyChooseUs, 'whychooseusimg')}
        imageSide="end"
      />
      <ServicesShowcase services={services} />
      <BlogsShowcase blogs={blogs} />
      <GalleryMarquee images={gallery} />
      <JoinCallToAction />
    </>
  );
}
