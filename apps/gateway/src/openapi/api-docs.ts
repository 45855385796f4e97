import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from './openapi-document.js';

export const DOCS_PATH = 'api/docs';
export const DOCUMENT_PATH = 'api/openapi.json';

/**
 * Serves the catalogue at GET /api/openapi.json and the interactive page at GET /api/docs, both public:
 * they describe routes, never data, and each route still asks for its own session.
 */
export function serveApiDocs(app: INestApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: DOCUMENT_PATH,
    raw: ['json'],
    customSiteTitle: 'Trading dashboard API',
    // The page would otherwise send the document to validator.swagger.io for a badge.
    swaggerOptions: { validatorUrl: null, withCredentials: true },
  });
}
