import { z } from 'zod';
import { apiError, ERROR_MEANINGS, errorStatuses, openApiPath, type ApiOperation } from './api-operation';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema>; responses?: Record<string, unknown> };
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }>;
}

export interface DocumentOptions {
  /** Where the API is reached (APP_URL, else the request's origin). */
  serverUrl: string;
  version: string;
  sessionCookie: string;
  /** What each tag (group of operations) is about, by name: the composition root's (server/api-tags.ts). */
  tagDescriptions?: Readonly<Record<string, string>>;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), inline: the document declares the dialect once. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(operation: ApiOperation): OpenApiOperation['parameters'] {
  const list: NonNullable<OpenApiOperation['parameters']> = [];
  for (const [where, object] of [['path', operation.params], ['query', operation.query]] as const) {
    if (!object) continue;
    const shape = jsonSchema(object, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      const { description, ...rest } = schema as JsonSchema & { description?: string };
      list.push({ name, in: where, required: where === 'path' || (shape.required ?? []).includes(name), schema: rest, ...(description ? { description: String(description) } : {}) });
    }
  }
  return list.length ? list : undefined;
}

const SIGNED_IN: Record<string, string[]>[] = [{ bearerToken: [] }, { sessionCookie: [], xsrfHeader: [] }];

/** A stable id from the method and path: `get /api/song/:id` -> `getApiSongId`. */
export const operationIdOf = (operation: Pick<ApiOperation, 'method' | 'path'>) =>
  operation.method +
  operation.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

function describe(operation: ApiOperation): OpenApiOperation {
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    const contentType = answer.contentType ?? 'application/json';
    const schema = answer.schema ? jsonSchema(answer.schema, 'output') : contentType === 'application/json' ? undefined : { type: 'string' };
    const example = Number(status) < 300 && operation.example !== undefined ? { example: operation.example } : {};
    responses[status] = { description: answer.description, ...(schema ? { content: { [contentType]: { schema, ...example } } } : {}) };
  }
  for (const status of errorStatuses(operation)) {
    responses[String(status)] = { description: ERROR_MEANINGS[status] ?? 'Error.', content: { 'application/json': { schema: ERROR_REF } } };
  }
  const body = operation.body
    ? { requestBody: { required: true, content: { [operation.bodyType ?? 'application/json']: { schema: jsonSchema(operation.body, 'input') } } } }
    : {};
  const params = parameters(operation);
  return {
    operationId: operationIdOf(operation),
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    // Public operations take a caller's credentials too (their personal fields, such as is_liked), so both are listed, and none.
    security: operation.access === 'public' ? [{}, ...SIGNED_IN] : SIGNED_IN,
    ...(params ? { parameters: params } : {}),
    ...body,
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of `/api`, from the operations the features declare (their
 * `<name>.openapi.ts`). Schemas are inline, converted by zod; errors share `Error`.
 */
export function buildOpenApiDocument(operations: readonly ApiOperation[], options: DocumentOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    (paths[path] ??= {})[operation.method] = describe(operation);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  // The apps' groups first, staff's (Backstage: …) after them.
  const staffLast = (name: string) => `${name.startsWith('Backstage') ? 1 : 0}${name}`;
  const tags = [...new Set(operations.map((operation) => operation.tag))].sort((a, b) => staffLast(a).localeCompare(staffLast(b)))
    .map((name) => (options.tagDescriptions?.[name] ? { name, description: options.tagDescriptions[name] } : { name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hees API',
      version: options.version,
      description:
        'The JSON API the Hees apps (iOS, Android) and the web player use. Field names are the product specification\'s. ' +
        'Errors answer `{message, errors?}`. The reference page is at `/api/docs` (in English: it is for developers; the site itself is Somali first).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl }],
    tags,
    paths: sorted,
    components: {
      schemas: { Error: jsonSchema(apiError, 'output') },
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'An app\'s token, issued at sign-in (docs/features/accounts.md). Writes with it need no XSRF header.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: options.sessionCookie, description: 'The browser\'s session cookie.' },
        xsrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'With the session cookie, writes carry the `XSRF-TOKEN` cookie\'s value back in this header (419 otherwise).',
        },
      },
    },
  };
}
