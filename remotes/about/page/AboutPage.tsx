import { CONTENT_DEFAULTS, describedPicture } from '@academy/contracts';
import { CardGrid, Hero, HighlightSection, PageSection } from '@academy/ui';
import type { AboutContent } from './loadAboutContent';

/** The about page (route /about): hero, our story, why choose us and the team. */
export function AboutPage({ data }: { data: AboutContent }) {
  const { hero, aboutUs, whyChooseUs, team } = data;
  const members = team.map((member) => ({
    key: member._id,
    title: member.teamtitle,
    description: member.teamdescription,
    image: describedPicture(member, 'teamimg'),
  }));
  return (
    <>
      <Hero
        title={hero?.herotitle || CONTENT_DEFAULTS.title}
        description={hero?.herodescription || CONTENT_DEFAULTS.description}
        image={describedPicture(hero, 'heroimg')}
      />
      <HighlightSection
        title={aboutUs?.aboutustitle || CONTENT_DEFAULTS.aboutUsTitle}
        description={aboutUs?.aboutusdescription || CONTENT_DEFAULTS.description}
        image={describedPicture(aboutUs, 'aboutusimg')}
        imageSide="start"
      />
      <HighlightSection
        title={whyChooseUs?.whychooseustitle || CONTENT_DEFAULTS.whyChooseUsTitle}
        description={whyChooseUs?.whychooseusdescription || CONTENT_DEFAULTS.description}
        image={describedPicture(whyChooseUs, 'whychooseusimg')}
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
