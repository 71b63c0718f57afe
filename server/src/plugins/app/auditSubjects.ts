import path from 'node:path';
import {
  ADMIN_AREA_PATH,
  MEDIA_LIBRARY_LIST,
  MEDIA_SCREEN_PATH,
  API_PREFIX,
  NAVIGATION_SCREEN_PATH,
  type SectionDefinition,
  navigationPaths,
  staffPaths,
  trashPaths,
} from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountForAudit, invitationForAudit, itemForAudit } from '../../repositories/auditSubjects';
import { findBlock } from '../../repositories/contentBlocks';
import { CONTENT_ROLES } from '../../services/roles';
import { capitalised, itemTitleOf, screenOf, sectionPlace } from '../../sections/sectionWords';

// What an admin write did, in words, for the audit log (issue 32, item 7): the record it changed
// named as a person knows it (its section and editor, or an item's title at the time), and the
// screen that edits it. Read once before the write (a record deleted for good has no name after)
// and once after (a new item has its id, a renamed one its new title only then).

/** What a write changed: its name in a sentence, its editor, and the route below the record's path. */
export interface AuditTarget {
  subject: string;
  link: string;
  shape: 'record' | 'list' | 'item' | 'trash' | 'account' | 'invitation';
  /** The route below the record's own path: '', '/draft', '/publish', '/revisions/:id/restore', ... */
  below: string;
  /** An account's role after the write, an invitation's role. */
  role?: string;
}

const TEAM_SCREEN = `${ADMIN_AREA_PATH}/team`;
export const TRASH_SCREEN = `${ADMIN_AREA_PATH}/trash`;

/** `route` below `path` ('' for the path itself), or undefined when it is not at or below it. */
function below(route: string, path: string): string | undefined {
  if (route === path) return '';
  return route.startsWith(`${path}/`) ? route.slice(path.length) : undefined;
}

/** A record's editor heading without its section's name: 'About hero section' in About is 'Hero section'. */
function recordName(place: string, heading: string): string {
  const own = heading.toLowerCase().startsWith(`${place.toLowerCase()} `)
    ? heading.slice(place.length + 1)
    : heading;
  return `${place} › ${capitalised(own)}`;
}

const quotedItem = (itemName: string, title: string) =>
  title ? `the ${itemName} "${title}"` : `a ${itemName}`;

/** The new item's id in a write's answer (the list's POST adds it there). */
function answeredId(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const id = (JSON.parse(payload) as { data?: { _id?: unknown } }).data?._id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A list item's name in a sentence ('the service "Kids Karate"') and its editor; undefined for no such item. */
export async function listItemName(
  app: FastifyInstance,
  definitions: readonly SectionDefinition[],
  id: string,
): Promise<{ subject: string; link: string } | undefined> {
  const item = await itemForAudit(app.db, id);
  if (!item) return undefined;
  // A file the media library put in the trash is named as the library names it.
  if (item.section === MEDIA_LIBRARY_LIST.section)
    return {
      subject: `the picture "${path.basename(String(item.fields.file ?? ''))}"`,
      link: MEDIA_SCREEN_PATH,
    };
  const definition = definitions.find((entry) => entry.key === item.section);
  const list = Object.values(definition?.lists ?? {}).find((entry) => entry.collection === item.collection);
  if (!definition || !list) return undefined;
  return {
    subject: quotedItem(list.itemName, itemTitleOf(list, item.fields)),
    link: screenOf(definition, CONTENT_ROLES),
  };
}

/** A write to a section's declared record, slot or list item. */
async function contentTarget(
  app: FastifyInstance,
  definitions: readonly SectionDefinition[],
  route: string,
  params: Record<string, string>,
  payload: unknown,
): Promise<AuditTarget | undefined> {
  for (const definition of definitions) {
    const place = sectionPlace(definition);
    const link = screenOf(definition, CONTENT_ROLES);
    for (const [name, record] of Object.entries(definition.records)) {
      const rest = below(route, record.path);
      if (rest !== undefined)
        return {
          subject: recordName(place, record.editor?.heading ?? name),
          link,
          shape: 'record',
          below: rest,
        };
    }
    for (const [name, slots] of Object.entries(definition.slots)) {
      const rest = below(route, `${slots.path}/:position`);
      if (rest === undefined) continue;
      const slot = `${slots.editor?.itemName ?? capitalised(name)} ${params.position}`;
      const fields = (await findBlock(app.db, definition.key, `${slots.prefix}-${params.position}`))?.fields;
      const title = fields && slots.fields ? String(fields[slots.fields.title] ?? '') : '';
      return {
        subject: `${place} › ${slot}${title ? ` "${title}"` : ''}`,
        link,
        shape: 'record',
        below: rest,
      };
    }
    for (const list of Object.values(definition.lists)) {
      const rest = below(route, `${list.path}/:id`);
      const id = rest === undefined ? (route === list.path ? answeredId(payload) : undefined) : params.id;
      if (rest === undefined && route !== list.path) continue;
      const named = id ? await listItemName(app, definitions, id) : undefined;
      return {
        subject: named?.subject ?? quotedItem(list.itemName, ''),
        link,
        shape: rest === undefined ? 'list' : 'item',
        below: rest ?? '',
      };
    }
  }
  return undefined;
}

/** What a write names, read now (before or after it), or undefined for a write the log tells by its action alone. */
export async function auditTargetOf(
  app: FastifyInstance,
  definitions: readonly SectionDefinition[],
  request: FastifyRequest,
  payload?: unknown,
): Promise<AuditTarget | undefined> {
  const route = (request.routeOptions.url ?? '').slice(API_PREFIX.length);
  const params = (request.params ?? {}) as Record<string, string>;
  if (route === trashPaths.item(':id') || route === trashPaths.restore(':id')) {
    const named = await listItemName(app, definitions, params.id);
    return (
      named && {
        subject: named.subject,
        link: route === trashPaths.item(':id') ? TRASH_SCREEN : named.link,
        shape: 'trash',
        below: route.endsWith('/restore') ? '/restore' : '',
      }
    );
  }
  if (route === staffPaths.invitations) {
    const { email, role } = (request.body ?? {}) as { email?: string; role?: string };
    return email ? { subject: email, role, link: TEAM_SCREEN, shape: 'invitation', below: '' } : undefined;
  }
  if (route === staffPaths.invitation(':id')) {
    const invitation = await invitationForAudit(app.db, params.id);
    return (
      invitation && {
        subject: invitation.email,
        role: invitation.role,
        link: TEAM_SCREEN,
        shape: 'invitation',
        below: '',
      }
    );
  }
  if (route === staffPaths.user(':id')) {
    const account = await accountForAudit(app.db, params.id);
    return (
      account && { subject: account.name, role: account.role, link: TEAM_SCREEN, shape: 'account', below: '' }
    );
  }
  const menuRoute = below(route, navigationPaths.menu);
  if (menuRoute !== undefined) {
    return { subject: 'the site menu', link: NAVIGATION_SCREEN_PATH, shape: 'record', below: menuRoute };
  }
  return contentTarget(app, definitions, route, params, payload);
}

/** What a write did to its target, in words after its author's name: 'saved a draft of Home › Hero section'. */
export function auditSummary(
  action: string,
  method: string,
  { subject, shape, below: rest, role }: AuditTarget,
): string {
  if (shape === 'invitation')
    return action === 'invitation sent'
      ? `invited ${subject} as ${role}`
      : `withdrew the invitation of ${subject}`;
  if (shape === 'account')
    return action === 'role changed' ? `made ${subject} an ${role}` : `removed the account of ${subject}`;
  if (shape === 'trash')
    return rest === '/restore' ? `restored ${subject} from the trash` : `deleted ${subject} for good`;
  if (shape === 'list') return `added ${subject}`;
  if (rest === '/draft')
    return method === 'DELETE' ? `discarded the draft of ${subject}` : `saved a draft of ${subject}`;
  if (rest === '/publish') return `published ${subject}`;
  if (rest.endsWith('/restore')) return `restored an earlier version of ${subject}`;
  if (method === 'DELETE') return shape === 'item' ? `moved ${subject} to the trash` : `deleted ${subject}`;
  return `saved ${subject}`;
}
