import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ACCESS_COOKIE } from '../auth/access-token.service.js';
import { dtoSchemas } from './dto-schemas.js';
import { envelopeComponents, type SchemaObject } from './envelope-schemas.js';
import { COOKIE_SCHEME, completeOperation } from './operation.js';
import { ROUTE_ANSWERS } from './route-answers.js';
import { routeInputs } from './route-inputs.js';

const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** The whole /api catalogue as an OpenAPI 3.1 document, built from the app's controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Trading dashboard API')
    .setDescription(
      'The /api catalogue. Every answer is JSON in an envelope: `{success: true, data}` (a few routes keep ' +
        'their keys beside `success`), or `{success: false, error, details?}` on failure. Sign in with ' +
        '`POST /api/auth/login`; the session travels in the `access_token` cookie.',
    )
    .setVersion('1')
    .addCookieAuth(ACCESS_COOKIE, { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE }, COOKIE_SCHEME)
    .build();
  const doc = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  const routes = routeInputs(app);
  const classes = [...routes.values()].flatMap((r) => [r.body, r.query, r.params].filter((c) => c !== undefined));
  const schemas: Record<string, SchemaObject> = { ...envelopeComponents, ...dtoSchemas(classes) };
  doc.components = { ...doc.components, schemas };
  const spec = { components: { schemas } };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const route = routes.get(key);
      if (!route) throw new Error(`The document has ${key}, which no controller declares`);
      op.tags = [path.split('/')[2]];
      completeOperation(op, route, ROUTE_ANSWERS[key], spec);
    }
  }
  return doc;
}
