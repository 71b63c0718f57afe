import type { ContactInfo, ContentReader } from '@academy/contracts';
import contact from '../section';
import type { ContactHero } from '../schemas';

/** Everything the contact page shows. A record never saved is null. */
export interface ContactContent {
  hero: ContactHero | null;
  info: ContactInfo | null;
}

/** Both calls go out together; if either fails, the page shows its one error text. */
export async function loadContactContent(api: ContentReader): Promise<ContactContent> {
  const [hero, info] = await Promise.all([
    api.get<ContactHero | null>(contact.records.hero.path),
    api.get<ContactInfo | null>(contact.records.info.path),
  ]);
  return { hero, info };
}
