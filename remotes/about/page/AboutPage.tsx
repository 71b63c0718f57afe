import { CONTENT_DEFAULTS } from '@academy/contracts';
import { CardGrid, Hero, HighlightSection, PageSection } from '@academy/ui';
import type { AboutContent } from './loadAboutContent';

/** The about page (route /about): hero, our story, why choose us and the team. */
export function AboutPage({ data }: { data: AboutContent }) {
  const { hero, aboutUs, whyChooseUs, team } = data;
  const members = team.map((member) => ({
    key: member._id,
    title: member.teamtitle,
    description: member.teamdescription,
    image: member.teamimg,
  }));
  return (
    <>
      <Hero
        title={hero?.herotitle || CONTENT_DEFAULTS.title}
        description={hero?.herodescription || CONTENT_DEFAULTS.description}
        image={hero?.heroimg}
      />
      <HighlightSection
        title={aboutUs?.aboutustitle || CONTENT_DEFAULTS.aboutUsTitle}
        description={aboutUs?.aboutusdescription || CONTENT_DEFAULTS.description}
        image={aboutUs?.aboutusimg}
        imageSide="start"
      />
      <HighlightSection
        title={whyChooseUs?.whychooseustitle || CONTENT_DEFAULTS.whyChooseUsTitle}
        description={whyChooseUs?.whychooseusdescription || CONTENT_DEFAULTS.description}
        image={whyChooseUs?.whychooseusimg}
        imageSide="end"
      />
      <PageSection heading="Our Team">
        <CardGrid
          cards={members}
          imageShape="round"
          missingImageText="No Image"
          emptyText="No team members to display."
          label="Team members"
        />
      </PageSection>
    </>
  );
}
