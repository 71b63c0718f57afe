/** The built-in texts shown where a value was never saved (spec, section 1). */
export const HOME_DEFAULTS = {
  heroTitle: 'Unleash Your Inner Warrior',
  title: 'Default Title',
  description: 'Default Description',
  aboutUsTitle: 'Default About Us Title',
  whyChooseUsTitle: 'Default Why Choose Us Title',
} as const;
