import { apiPaths, type ContactHero, type ContactInfo, type ContentReader } from '@academy/contracts';

/** Everything the contact page shows. A record never saved is null. */
export interface ContactContent {
  hero: ContactHero | null;
  info: ContactInfo | null;
}

/** Both calls go out together; if either fails, the page shows its one error text (spec, 8). */
export async function loadContactContent(api: ContentReader): Promise<ContactContent> {
  const [hero, info] = await Promise.all([
    api.get<ContactHero | null>(apiPaths.contact.hero),
    api.get<ContactInfo | null>(apiPaths.contact.contacts),
  ]);
  return { hero, info };
}
