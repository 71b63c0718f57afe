import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  dashboardHero,
  dashboardHeroBody,
  privacyPolicy,
  privacyPolicyBody,
} from '@academy/contracts';
import { registerContentBlock } from '../../content/registerContentBlock';
import { badRequest } from '../../services/httpErrors';
import { sanitizePolicyHtml } from '../../services/privacyHtml';

/** Where the dashboard settings are stored: the name and logo, and the privacy policy. */
export const DASHBOARD_SECTION = 'dashboard';
export const DASHBOARD_BLOCKS = { hero: 'hero', privacy: 'privacy' } as const;

/** The institute's name and logo, and the privacy policy: the dashboard settings screen. */
export default async function dashboardRoutes(app: FastifyInstance) {
  registerContentBlock(app, {
    path: apiPaths.dashboard.hero,
    section: DASHBOARD_SECTION,
    block: DASHBOARD_BLOCKS.hero,
    method: 'POST',
    body: dashboardHeroBody,
    record: dashboardHero,
    imageField: 'logo',
    imageRequiredMessage: 'Name and logo are required',
  });

  registerContentBlock(app, {
    path: apiPaths.dashboard.privacy,
    section: DASHBOARD_SECTION,
    block: DASHBOARD_BLOCKS.privacy,
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
