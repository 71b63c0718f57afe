import type { SectionServer } from '@academy/server/kit';
import { aboutDemo } from './demo';

/** The about page's API is its definition's; its own code is the demo content. */
export default { demo: aboutDemo } satisfies SectionServer;
