// The API's OpenAPI 3.1 document, generated from the contract's zod schemas
// (`GET /api/openapi.json`), and its reference page (`/api/docs`), all served from our origin.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const zodTransform = createJsonSchemaTransform({});

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Cogniplay API',
          version: packageJson.version,
          description:
            'Product API of Cogniplay. Every call needs `Authorization: Bearer <access token>`; ' +
            'errors are RFC 9457 problem details (`application/problem+json`).',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      // Only the product API belongs in the document; pages, files and the IdP do not.
      transform: (input) =>
        input.url.startsWith('/api/')
          ? zodTransform(input)
          : { schema: { hide: true }, url: input.url },
      transformObject: jsonSchemaTransformObject,
    });

    // The page loads only files of our origin and no inline script, so the site-wide CSP applies.
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
