import { CONTENT_DEFAULTS } from '@academy/contracts';

/** The built-in texts shown where a value was never saved. */
export const HOME_DEFAULTS = { ...CONTENT_DEFAULTS, heroTitle: 'Unleash Your Inner Warrior' } as const;
