import {
  apiPaths,
  type AboutUs,
  type SectionHero,
  type TeamMember,
  type WhyChooseUs,
  type ContentReader,
} from '@academy/contracts';

/** Everything the about page shows. A section never saved is null (or an empty list). */
export interface AboutContent {
  hero: SectionHero | null;
  aboutUs: AboutUs | null;
  whyChooseUs: WhyChooseUs | null;
  team: TeamMember[];
}

/** The four calls go out together; if any fails, the page shows its one error text (spec, 8). */
export async function loadAboutContent(api: ContentReader): Promise<AboutContent> {
  const { about } = apiPaths;
  const [hero, aboutUs, whyChooseUs, team] = await Promise.all([
    api.get<SectionHero | null>(about.hero),
    api.get<AboutUs | null>(about.aboutus),
    api.get<WhyChooseUs | null>(about.whychooseus),
    api.get<TeamMember[] | null>(about.team),
  ]);
  return { hero, aboutUs, whyChooseUs, team: team ?? [] };
}
