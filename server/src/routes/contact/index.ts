import type { FastifyInstance } from 'fastify';
import { apiPaths } from 'shared-contracts/api';
import { optionalText, requiredEmail, requiredText } from '../../content/fieldSchemas';
import { registerContentBlock } from '../../content/registerContentBlock';
import { normalizeMapEmbed } from '../../services/mapEmbed';

/** The academy's contact details shown on the contact page and in the footer. */
export default async function contactRoutes(app: FastifyInstance) {
  registerContentBlock(app, {
    path: apiPaths.contact.contacts,
    section: 'contact',
    block: 'info',
    fields: {
      address: requiredText(500),
      phone: requiredText(50),
      email: requiredEmail(),
      mapEmbed: optionalText(4000),
    },
    prepare: (fields) => ({ ...fields, mapEmbed: normalizeMapEmbed(fields.mapEmbed as string | undefined) }),
  });
}
