import type { SectionServer } from '@academy/server/kit';
import { serviceDemo } from './demo';

/** The services page's API is its definition's; its own code is the demo content. */
export default { demo: serviceDemo } satisfies SectionServer;
