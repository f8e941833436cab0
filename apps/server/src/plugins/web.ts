import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiMessages } from '@yaar/shared';
import type { AppConfig } from '../env';

/** Serves the built single-page app, its runtime configuration, and index.html for its routes. */
export async function registerWeb(app: FastifyInstance, config: AppConfig, webDir: string) {
  const webConfig = {
    apiUrl: config.WEB_API_URL,
    oyaarApiUrl: config.WEB_OYAAR_API_URL,
    supplierState: config.SUPPLIER_STATE,
    supplierGstRegistered: config.SUPPLIER_GST_REGISTERED,
    mapStyleUrl: config.MAP_STYLE_URL,
    businessTimeZone: config.BUSINESS_TZ,
  };
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript')
      .header('cache-control', 'no-cache')
      .send(`window.YAAR_CONFIG = ${JSON.stringify(webConfig)};\n`),
  );
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts): sent as they are.
      preCompressed: true,
      // Vite names every file under assets/ by its content: a browser may keep it for good.
      // index.html names the current ones, so it is asked for again every time.
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const file = path.relative(webDir, filePath);
        if (file.startsWith(`assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (file === 'index.html') {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (hasBuild && wantsPage) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ status: 404, message: apiMessages.notFound });
  });
}
