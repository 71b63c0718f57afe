import type { SectionServer } from '@academy/server/kit';
import { badRequest } from '@academy/server/kit';
import { dashboardDemo } from './demo';
import { sanitizePolicyHtml } from './privacyHtml';

/**
 * The academy's name and logo and its privacy policy: the definition's two records. The policy
 * is HTML, stored only as sanitised markup.
 */
export default {
  prepare: {
    privacy: ({ content }) => {
      const sanitized = sanitizePolicyHtml(String(content));
      if (!sanitized) throw badRequest('content is required');
      return { content: sanitized };
    },
  },
  demo: dashboardDemo,
} satisfies SectionServer;
