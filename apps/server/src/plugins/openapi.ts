import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { forClientGenerators } from './openapi-operations';

/** One OpenAPI document per API, generated from the routes' zod schemas, served at `<prefix>/docs`. */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { title: string; description: string; prefix: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: info.title,
        description: info.description,
        version: '1.0.0',
        license: { name: 'Proprietary', url: 'https://yaar.example/licence' },
      },
      servers: [{ url: info.prefix }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const url = result.url.replace(new RegExp(`^${info.prefix}`), '') || '/';
      return { url, schema: forClientGenerators(result.schema, input.route.method, url) };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
