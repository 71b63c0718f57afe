import type { FastifyInstance } from 'fastify';
import { apiPaths } from 'shared-contracts/api';
import { dashboardHero, dashboardHeroBody, privacyPolicy, privacyPolicyBody } from 'shared-contracts/schemas';
import { registerContentBlock } from '../../content/registerContentBlock';
import { badRequest } from '../../services/httpErrors';
import { sanitizePolicyHtml } from '../../services/privacyHtml';

/** The institute's name and logo, and the privacy policy: the dashboard settings screen. */
export default async function dashboardRoutes(app: FastifyInstance) {
  registerContentBlock(app, {
    path: apiPaths.dashboard.hero,
    section: 'dashboard',
    block: 'hero',
    method: 'POST',
    body: dashboardHeroBody,
    record: dashboardHero,
    imageField: 'logo',
    imageRequiredMessage: 'Name and logo are required',
  });

  registerContentBlock(app, {
    path: apiPaths.dashboard.privacy,
    section: 'dashboard',
    block: 'privacy',
    method: 'POST',
    body: privacyPolicyBody,
    record: privacyPolicy,
    prepare: ({ content }) => {
      const sanitized = sanitizePolicyHtml(String(content));
      if (!sanitized) throw badRequest('content is required');
      return { content: sanitized };
    },
  });
}
