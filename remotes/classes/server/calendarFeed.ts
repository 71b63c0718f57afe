import { DEFAULT_COMPANY_NAME, SITE_FRAME } from '@academy/contracts';
import { type FastifyInstance, savedText } from '@academy/server/kit';
import classes from '../section';
import { academyTimeZone, allClosures, allEvents, allSessions, programTitles } from './content';
import { feedCalendar } from './ics';

/** The feed's address at the site's root, below the section's page. */
export const CALENDAR_PATH = `${classes.pages[0].path}/calendar.ics`;

/**
 * `/classes/calendar.ics` (every class and event) and `?program=<id>` (that program's classes and
 * the events): a site route of the section (SectionServer's siteRoutes), so a calendar app
 * subscribes to it with `webcal:`. Computed on each request from the published content.
 */
export function calendarRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { program?: string } }>(CALENDAR_PATH, async (request, reply) => {
    const program = typeof request.query.program === 'string' ? request.query.program : undefined;
    const [timeZone, sessions, titles, closures, events] = await Promise.all([
      academyTimeZone(app.db),
      allSessions(app.db),
      programTitles(app.db),
      allClosures(app.db),
      allEvents(app.db),
    ]);
    if (program !== undefined && !titles.has(program)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('There is no program with that id.');
    }
    const { brand, contact } = SITE_FRAME;
    const siteName = (await savedText(app, brand.owner, brand.block, 'name')) ?? DEFAULT_COMPANY_NAME;
    const address = await savedText(app, contact.owner, contact.block, 'address');
    const shown = sessions
      .filter((session) => program === undefined || session.program === program)
      .sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
    const body = feedCalendar({
      name: program === undefined ? `${siteName}: classes and events` : `${siteName}: ${titles.get(program)}`,
      host: new URL(app.config.publicUrl).host,
      timeZone,
      now: app.now(),
      classes: shown.map((session) => ({ session, programTitle: titles.get(session.program) ?? '' })),
      closures,
      events,
      address,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-disposition', 'inline; filename="classes.ics"')
      .send(body);
  });
}
