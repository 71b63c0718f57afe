import type { AboutUs, SectionHero, WhyChooseUs, ContentReader } from '@academy/contracts';
import home from '../../../section';
import type { GalleryImage, HomeBlogSlot, HomeServiceSlot } from '../../../schemas';

/** Everything the home page shows. A section never saved is null (or an empty list). */
export interface HomeContent {
  hero: SectionHero | null;
  aboutUs: AboutUs | null;
  whyChooseUs: WhyChooseUs | null;
  services: HomeServiceSlot[];
  blogs: HomeBlogSlot[];
  gallery: GalleryImage[];
}

/** The six calls go out together; if any fails, the page shows its one error text. */
export async function loadHomeContent(api: ContentReader): Promise<HomeContent> {
  const { records, slots, paths } = home;
  const [hero, aboutUs, services, whyChooseUs, blogs, gallery] = await Promise.all([
    api.get<SectionHero | null>(records.hero.path),
    api.get<AboutUs | null>(records.aboutus.path),
    api.get<HomeServiceSlot[] | null>(slots.service.path),
    api.get<WhyChooseUs | null>(records.whychooseus.path),
    api.get<HomeBlogSlot[] | null>(slots.blog.path),
    api.get<GalleryImage[] | null>(paths.gallery),
  ]);
  return { hero, aboutUs, whyChooseUs, services: services ?? [], blogs: blogs ?? [], gallery: gallery ?? [] };
}
