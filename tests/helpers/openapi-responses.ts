import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { apiOperations } from '../../server/app';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from '../../server/http/openapi/openapi-document';
import { referenceOperations } from '../../server/http/openapi/openapi.routes';
import { SESSION_COOKIE } from '../../server/http/session-cookie';

/** The document the app publishes, made in-process: the server named in it plays no part in validation. */
export const apiDocument: OpenApiDocument = buildOpenApiDocument([...referenceOperations, ...apiOperations], {
  serverUrl: 'http://localhost:3000',
  version: 'test',
  sessionCookie: SESSION_COOKIE,
});

interface Matcher {
  path: string;
  pattern: RegExp;
  params: number;
}

// Express matches paths case-insensitively, with or without a trailing slash; a literal path wins over a template.
const matchers: Matcher[] = Object.keys(apiDocument.paths)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
    params: (path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/** The operation a request reaches, if the document has one. */
export function operationFor(method: string, pathname: string): { path: string; operation: OpenApiOperation } | undefined {
  const verb = method.toLowerCase();
  for (const matcher of matchers) {
    const operation = apiDocument.paths[matcher.path]?.[verb];
    if (operation && matcher.pattern.test(pathname)) return { path: matcher.path, operation };
  }
  return undefined;
}

// Formats are descriptions here (zod's `email`, `date-time`...), not what the apps rely on.
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const compiled = new Map<object, ValidateFunction>();
const validatorOf = (schema: object) => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: apiDocument.components });
    compiled.set(schema, validate);
  }
  return validate;
};

export interface ApiAnswerSeen {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
}

/**
 * Why an answer does not match the document, or undefined when it does (or is not an `/api`
 * operation's). The problem names the operation, the status and each failing JSON path.
 */
export function contractProblem(answer: ApiAnswerSeen): string | undefined {
  const { pathname } = new URL(answer.url, 'http://localhost');
  if (!/^\/api(\/|$)/i.test(pathname) || answer.method === 'HEAD' || answer.status === 304) return undefined;
  const found = operationFor(answer.method, pathname);
  if (!found) return undefined;
  const where = `${answer.method} ${pathname} (${found.path}) answered ${answer.status}`;
  const response = found.operation.responses[String(answer.status)];
  if (!response) return `${where}, a status the OpenAPI document does not declare (it declares ${Object.keys(found.operation.responses).join(', ')})`;
  const declared = Object.entries(response.content ?? {});
  if (declared.length === 0) return undefined;
  const json = declared.find(([type]) => type === 'application/json');
  const isJson = /^application\/json/.test(answer.contentType ?? '');
  if (!json) return isJson ? `${where} with JSON where the document declares ${declared.map(([type]) => type).join(', ')}` : undefined;
  if (!isJson) return `${where} with ${answer.contentType ?? 'no Content-Type'} where the document declares JSON`;
  const problems = bodyProblems(json[1].schema, answer.body);
  return problems.length ? `${where}, a body the OpenAPI document does not allow:\n${problems.map((problem) => `  ${problem}`).join('\n')}` : undefined;
}

/** What in a body a schema of the document does not allow, by JSON path (the first 8). */
export function bodyProblems(schema: object, body: unknown): string[] {
  const validate = validatorOf(schema);
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 8)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
}
