import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { backupPaths, backupStatus } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers } from '../content/routeSchemas';
import { backupFileName } from '../plugins/app/backups';
import { KEY_NEEDED } from '../backups/sealing';
import { ok } from '../services/envelope';
import { HttpError } from '../services/httpErrors';

/** The scheduled backups' state, and a new archive of the whole site to download (the owner's). */
export default async function backupRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    backupPaths.status,
    { config: { access: 'admin' }, schema: { response: answers(backupStatus) } },
    async () => ok(await app.backups.status()),
  );

  app.get(
    backupPaths.download,
    // The whole site, accounts included, leaving the server: the audit log says who took it.
    { config: { access: 'admin', audit: 'backup' } },
    async (_request, reply) => {
      // Encrypted and signed with BACKUP_KEY like every backup; none leaves without it.
      if (!app.config.backupKey) throw new HttpError(409, KEY_NEEDED);
      const file = await app.backups.makeTemporary();
      const stream = createReadStream(file);
      stream.once('close', () => void fs.rm(file, { force: true }));
      return reply
        .type('application/octet-stream')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${backupFileName(app.now())}"`)
        .send(stream);
    },
  );
}
