import type { FastifyInstance } from 'fastify';
import { apiPaths } from 'shared-contracts/api';
import { contactInfo, contactInfoBody } from 'shared-contracts/schemas';
import { registerContentBlock } from '../../content/registerContentBlock';
import { normalizeMapEmbed } from '../../services/mapEmbed';

/** The academy's contact details shown on the contact page and in the footer. */
export default async function contactRoutes(app: FastifyInstance) {
  registerContentBlock(app, {
    path: apiPaths.contact.contacts,
    section: 'contact',
    block: 'info',
    body: contactInfoBody,
    record: contactInfo,
    prepare: (fields) => ({ ...fields, mapEmbed: normalizeMapEmbed(fields.mapEmbed as string | undefined) }),
  });
}
