import { PageState, useLoad } from 'shared-contracts/ui';
import { JoinCallToAction } from './features/callToAction/JoinCallToAction';
import { HOME_DEFAULTS } from './features/content/homeDefaults';
import { loadHomeContent } from './features/content/loadHomeContent';
import { GalleryMarquee } from './features/gallery/GalleryMarquee';
import { HomeHero } from './features/hero/HomeHero';
import { HighlightSection } from './features/highlights/HighlightSection';
import { BlogsShowcase, ServicesShowcase } from './features/showcase/HomeShowcases';

/** The public home page (route /), rendered by the shell inside its layout. */
export default function HomePage() {
  const { state } = useLoad(loadHomeContent);
  return (
    <PageState state={state} errorText="Failed to load data. Please try again later.">
      {({ hero, aboutUs, whyChooseUs, services, blogs, gallery }) => (
        <>
          <HomeHero hero={hero} />
          <HighlightSection
            title={aboutUs?.aboutustitle || HOME_DEFAULTS.aboutUsTitle}
            description={aboutUs?.aboutusdescription || HOME_DEFAULTS.description}
            image={aboutUs?.aboutusimg}
            imageSide="start"
          />
          <HighlightSection
            title={whyChooseUs?.whychooseustitle || HOME_DEFAULTS.whyChooseUsTitle}
            description={whyChooseUs?.whychooseusdescription || HOME_DEFAULTS.description}
            image={whyChooseUs?.whychooseusimg}
            imageSide="end"
          />
          <ServicesShowcase services={services} />
          <BlogsShowcase blogs={blogs} />
          <GalleryMarquee images={gallery} />
          <JoinCallToAction />
        </>
      )}
    </PageState>
  );
}
