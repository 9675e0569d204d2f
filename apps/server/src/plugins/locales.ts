// Translation files for the web app: GET /locales/{lng}/{ns}.json from the build, or from the
// web app's sources when there is no build (development, tests).
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { httpError } from '../lib/http-problem.ts';

export interface LocalesPluginOptions {
  config: Config;
  /** Used when the build has no locales folder. */
  sourceDir: string;
}

// Strict names: nothing that could step out of the folder ('..', '/', '%2F') gets through.
const paramsSchema = z.object({
  lng: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as en or de-AT'),
  file: z.string().regex(/^[a-z0-9-]+\.json$/, 'must be a namespace file such as common.json'),
});

async function exists(dir: string): Promise<boolean> {
  try {
    await access(dir);
    return true;
  } catch {
    return false;
  }
}

export default fp<LocalesPluginOptions>(
  async (app, { config, sourceDir }) => {
    const builtDir = path.join(config.webDistDir, 'locales');
    const localesDir = (await exists(builtDir)) ? builtDir : sourceDir;

    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/locales/:lng/:file',
        { schema: { hide: true, params: paramsSchema } },
        async (request, reply) => {
          const { lng, file } = request.params;
          let content: string;
          try {
            content = await readFile(path.join(localesDir, lng, file), 'utf8');
          } catch {
            throw httpError.notFound('Translation file');
          }
          return reply
            .header('cache-control', 'public, max-age=300')
            .type('application/json; charset=utf-8')
            .send(content);
        },
      );
  },
  { name: 'locales' },
);
