import { escapeHtml } from '../../inertia/html';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openapi-document';

/**
 * `/api/docs`: the OpenAPI document as one readable HTML page, rendered here rather than by a
 * documentation script from a CDN (the Content-Security-Policy allows scripts from this site only,
 * and the page needs none). In English: it is for developers, while the site itself is Somali first.
 */
export function apiReferencePage(document: OpenApiDocument): string {
  const groups = new Map<string, { method: string; path: string; operation: OpenApiOperation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ method, path, operation });
    }
  }
  const tags = document.tags.map((tag) => tag.name).filter((name) => groups.has(name));
  const contents = tags.map((tag) => `<li><a href="#tag-${slug(tag)}">${escapeHtml(tag)}</a> (${groups.get(tag)!.length})</li>`).join('');
  const sections = tags
    .map((tag) => `<section id="tag-${slug(tag)}"><h2>${escapeHtml(tag)}</h2>${groups.get(tag)!.map((entry) => operationHtml(entry)).join('')}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="stylesheet" href="/api-docs.css">
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${inlineCode(document.info.description)}</p>
<p>Server: <code>${escapeHtml(document.servers[0]?.url ?? '')}</code>. The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
${authenticationHtml(document)}
<nav aria-label="Groups"><ul>${contents}</ul></nav>
</header>
<main>
${sections}
<section id="error"><h2>Error</h2><p>Every error answers this body.</p>${schemaHtml(document.components.schemas.Error!)}</section>
</main>
</body>
</html>
`;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The document's descriptions use `code` spans and nothing else of Markdown. */
const inlineCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function authenticationHtml(document: OpenApiDocument): string {
  const items = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<li><strong>${escapeHtml(name)}</strong>: ${inlineCode(String(scheme.description ?? ''))}</li>`)
    .join('');
  return `<h2>Authentication</h2><ul>${items}</ul>`;
}

function operationHtml({ method, path, operation }: { method: string; path: string; operation: OpenApiOperation }): string {
  const signedIn = !operation.security.some((requirement) => Object.keys(requirement).length === 0);
  const parameters = operation.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th><th>description</th></tr></thead><tbody>${operation.parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td><td>${escapeHtml(parameter.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = operation.requestBody
    ? `<h4>Request body</h4>${Object.entries(operation.requestBody.content)
        .map(([type, { schema }]) => `<p><code>${escapeHtml(type)}</code></p>${schemaHtml(schema)}`)
        .join('')}`
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {})
        .map(([type, media]) => {
          const example = media.example === undefined ? '' : `<details><summary>Example</summary><pre>${escapeHtml(JSON.stringify(media.example, null, 2))}</pre></details>`;
          const isError = (media.schema as { $ref?: string }).$ref === '#/components/schemas/Error';
          return isError ? ' <a href="#error">Error</a>' : `<p><code>${escapeHtml(type)}</code></p>${schemaHtml(media.schema)}${example}`;
        })
        .join('');
      return `<li><strong>${escapeHtml(status)}</strong> ${inlineCode(response.description)}${content}</li>`;
    })
    .join('');
  return `<article id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${inlineCode(operation.summary)}${signedIn ? ' <em>Signed in.</em>' : ''}</p>
${operation.description ? `<p>${inlineCode(operation.description)}</p>` : ''}
${parameters}${body}
<h4>Responses</h4><ul>${responses}</ul>
</article>`;
}

const schemaHtml = (schema: JsonSchema) => `<details><summary>Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
