import type { FastifyInstance } from 'fastify';
import { apiPaths } from 'shared-contracts/api';
import { registerContentBlock } from '../../content/registerContentBlock';
import { requiredText } from '../../content/fieldSchemas';
import { badRequest } from '../../services/httpErrors';
import { sanitizePolicyHtml } from '../../services/privacyHtml';

const PRIVACY_MAX = 100_000;

/** The institute's name and logo, and the privacy policy: the dashboard settings screen. */
export default async function dashboardRoutes(app: FastifyInstance) {
  registerContentBlock(app, {
    path: apiPaths.dashboard.hero,
    section: 'dashboard',
    block: 'hero',
    method: 'POST',
    fields: { name: requiredText(120) },
    imageField: 'logo',
    imageRequiredMessage: 'Name and logo are required',
  });

  registerContentBlock(app, {
    path: apiPaths.dashboard.privacy,
    section: 'dashboard',
    block: 'privacy',
    method: 'POST',
    fields: { content: requiredText(PRIVACY_MAX) },
    prepare: ({ content }) => {
      const sanitized = sanitizePolicyHtml(String(content));
      if (!sanitized) throw badRequest('content is required');
      return { content: sanitized };
    },
  });
}
