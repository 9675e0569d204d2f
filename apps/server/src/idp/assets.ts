// The provider pages' stylesheet and their one optional script, served from the issuer path.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const ASSETS: Record<string, string> = {
  'login.css': 'text/css; charset=utf-8',
  'logout.js': 'text/javascript; charset=utf-8',
};

export function registerAssets(app: FastifyInstance, mountPath: string): void {
  const files = new Map(
    Object.entries(ASSETS).map(([name, type]) => [
      name,
      { type, body: readFileSync(new URL(`./assets/${name}`, import.meta.url)) },
    ]),
  );
  app.get<{ Params: { file: string } }>(`${mountPath}/assets/:file`, async (request, reply) => {
    const file = files.get(request.params.file);
    if (!file) return reply.callNotFound();
    return reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body);
  });
}
