import { describedPicture } from '@academy/contracts';
import type { SectionHero } from '@academy/contracts';
import { ActionLink, Hero } from '@academy/ui';
import { HOME_DEFAULTS } from '../content/homeDefaults';

/** The full-screen hero; its image is the page's only eager one (the shared Hero sees to that). */
export function HomeHero({ hero }: { hero: SectionHero | null }) {
  return (
    <Hero
      fullScreen
      title={hero?.herotitle || HOME_DEFAULTS.heroTitle}
      description={hero?.herodescription || HOME_DEFAULTS.description}
      image={describedPicture(hero, 'heroimg')}
    >
      <ActionLink to="/about">Get Started</ActionLink>
    </Hero>
  );
}
