import { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../../config';
import { publicOrigin } from '../public-origin';
import type { ApiOperation } from './api-operation';
import { apiReferencePage } from './api-reference-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The reference's own two routes, described like every other. */
export const referenceOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: OPENAPI_PATH,
    tag: 'Reference',
    summary: 'This API\'s OpenAPI 3.1 document.',
    access: 'public',
    responses: { 200: { description: 'The document.', schema: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }) } },
  },
  {
    method: 'get',
    path: API_DOCS_PATH,
    tag: 'Reference',
    summary: 'The document as a readable HTML page.',
    access: 'public',
    responses: { 200: { description: 'The page.', contentType: 'text/html' } },
  },
];

export interface ReferenceOptions {
  operations: readonly ApiOperation[];
  config: Pick<Config, 'publicUrl' | 'appUrl'>;
  version: string;
  sessionCookie: string;
  tagDescriptions?: Readonly<Record<string, string>>;
}

/**
 * `GET /api/openapi.json` and `GET /api/docs`. Public and the same for everyone at one origin, so the
 * app-wide rule (server/http/http-cache.ts) lets a cache keep them, and the ETag revalidates them. The
 * document names the server it is read from (APP_URL when set), so one is made per origin and kept.
 */
export function openApiRoutes(options: ReferenceOptions): Router {
  const operations = [...referenceOperations, ...options.operations];
  const documents = new Map<string, { document: OpenApiDocument; page: string }>();
  const forOrigin = (origin: string) => {
    let made = documents.get(origin);
    if (!made) {
      const document = buildOpenApiDocument(operations, { serverUrl: origin, version: options.version, sessionCookie: options.sessionCookie, tagDescriptions: options.tagDescriptions });
      made = { document, page: apiReferencePage(document) };
      // A handful of origins at most (APP_URL, or the names the site is reached by); a flood of Host names is refused by publicOrigin.
      if (documents.size < 16) documents.set(origin, made);
    }
    return made;
  };
  const router = Router();
  router.get(OPENAPI_PATH, (req, res) => {
    res.json(forOrigin(publicOrigin(req, options.config)).document);
  });
  router.get(API_DOCS_PATH, (req, res) => {
    res.type('html').send(forOrigin(publicOrigin(req, options.config)).page);
  });
  return router;
}
