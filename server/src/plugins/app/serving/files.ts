import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PATH, isUploadName } from '@academy/contracts';
import { cacheControlFor } from '../../../services/cacheHeaders';
import { RELEASES_PATH, releases } from './releases';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The text of the file this site serves at `urlPath` (a remote's build, a release, the
     * shell's build), read from disk; undefined when it serves no file there.
     */
    siteFile(urlPath: string): Promise<string | undefined>;
  }
}

const SOURCE_MAP = /\.map\/?$/i;
/** A path that starts with two slashes (or a backslash after the first): read as a host by URL parsers. */
const LEADING_SLASHES = /^[/\\]{2,}/;

export function splitQuery(url: string): [string, string] {
  const query = url.indexOf('?');
  return query === -1 ? [url, ''] : [url.slice(0, query), url.slice(query)];
}

/** The path as the static handler will read it; a malformed escape is refused there anyway. */
function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/** The shell's build, served at the site's root. */
export const shellRootOf = (staticRoot: string) => path.join(staticRoot, 'shell', 'dist');

export const plainNotFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * The files of the site, read from disk on each request (a rebuilt shell or remote is served on
 * the next load): the shell's build at /, each remote's build under /remotes/<name>/, the release
 * folders, the uploads; and the guards every path passes first.
 */
async function filesPlugin(app: FastifyInstance) {
  const { config } = app;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const shellRoot = shellRootOf(config.staticRoot);

  app.addHook('onRequest', (request, reply, done) => {
    const [rawPath, query] = splitQuery(request.url);
    // `//evil.example/about` is a path to the router, but a host to `new URL()` and to a browser
    // following a relative link: it goes to the single-slash path before anything reads it.
    if (LEADING_SLASHES.test(rawPath)) {
      reply.redirect(`/${rawPath.replace(LEADING_SLASHES, '')}${query}`, 301);
      return;
    }
    // Builds may write source maps next to the bundles (for the developers' own debugging), but
    // they hold the whole source, so no visitor gets one, whichever route would have served it.
    // The static handler decodes the path, so the check does too (`.m%61p`, `%2Emap`).
    if (SOURCE_MAP.test(decodedPath(rawPath))) plainNotFound(reply);
    else done();
  });

  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    // '/' is a page like the others: rendered on the server, not the bare index.html.
    index: false,
    // The build's brotli and gzip copies, when the browser takes them (the remotes' files too:
    // sendFile uses these options).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath, app.uploads.dir));
      // A file may be sent as its brotli or gzip copy: a shared cache keeps one per encoding.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  await app.register(releases, { staticRoot: config.staticRoot });

  // The handlers below are not async and return nothing: sendFile answers in its own time, and
  // returning the reply would make Fastify await it as a promise once more per request.
  typed.get(
    `${UPLOADS_PATH}/:name`,
    { schema: { params: Type.Object({ name: Type.String() }) } },
    (request, reply) => {
      // Only the images and videos the upload pipeline names: any other file is no upload of ours.
      const name = path.basename(request.params.name);
      if (isUploadName(name)) reply.sendFile(name, app.uploads.dir);
      else reply.callNotFound();
    },
  );

  typed.get(
    '/remotes/:name/*',
    { schema: { params: Type.Object({ name: Type.String(), '*': Type.String() }) } },
    (request, reply) => {
      const { name, '*': file } = request.params;
      const folder = app.remoteFolders.get(name);
      if (folder && file) reply.sendFile(file, folder);
      else reply.callNotFound();
    },
  );

  /** The folder and file on disk the routes above serve at `urlPath`, if any. */
  function fileAt(urlPath: string): [string, string] | undefined {
    const decoded = decodedPath(splitQuery(urlPath)[0]);
    const parts = decoded.split('/');
    if (SOURCE_MAP.test(decoded) || parts.includes('..') || decoded.endsWith('/')) return undefined;
    if (parts[1] === 'remotes') {
      const folder = app.remoteFolders.get(parts[2]);
      return folder && parts.length > 3 ? [folder, parts.slice(3).join('/')] : undefined;
    }
    if (`/${parts[1]}` === RELEASES_PATH) {
      return [path.join(config.staticRoot, 'releases'), parts.slice(2).join('/')];
    }
    return [shellRoot, parts.slice(1).join('/')];
  }
  app.decorate('siteFile', async (urlPath: string) => {
    const found = fileAt(urlPath);
    return found && fs.readFile(path.join(...found), 'utf8').catch(() => undefined);
  });
}

export default fp(filesPlugin, { name: 'serving-files', dependencies: ['uploads', 'sections'] });
