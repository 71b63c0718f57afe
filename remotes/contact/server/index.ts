import type { SectionServer } from '@academy/server/kit';
import { contactDemo } from './demo';
import { normalizeMapEmbed } from './mapEmbed';
import { contactMessagesSearch } from './search';
import { submissionRoutes } from './submissions';

/**
 * The contact page: its definition's hero and contact details (whose map embed is checked and
 * rewritten before it is stored), and the messages visitors send (a table of their own).
 */
export default {
  routes: submissionRoutes,
  prepare: {
    info: (fields) => ({ ...fields, mapEmbed: normalizeMapEmbed(fields.mapEmbed as string | undefined) }),
  },
  demo: contactDemo,
  searchable: [contactMessagesSearch],
} satisfies SectionServer;
