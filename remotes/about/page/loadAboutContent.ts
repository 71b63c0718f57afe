import type { AboutUs, SectionHero, WhyChooseUs, ContentReader } from '@academy/contracts';
import about, { type TeamMember } from '../section';

/** Everything the about page shows. A section never saved is null (or an empty list). */
export interface AboutContent {
  hero: SectionHero | null;
  aboutUs: AboutUs | null;
  whyChooseUs: WhyChooseUs | null;
  team: TeamMember[];
}

/** The four calls go out together; if any fails, the page shows its one error text. */
export async function loadAboutContent(api: ContentReader): Promise<AboutContent> {
  const { records, lists } = about;
  const [hero, aboutUs, whyChooseUs, team] = await Promise.all([
    api.get<SectionHero | null>(records.hero.path),
    api.get<AboutUs | null>(records.aboutus.path),
    api.get<WhyChooseUs | null>(records.whychooseus.path),
    api.get<TeamMember[] | null>(lists.team.path),
  ]);
  return { hero, aboutUs, whyChooseUs, team: team ?? [] };
}
