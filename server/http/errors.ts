/**
 * Typed HTTP errors. Handlers throw these; the error handler turns them into the error page
 * (pages) or a JSON body (`/api`). Titles and descriptions are the spec's (§8).
 */
export const ERROR_PAGE_TEXT: Record<number, { title: string; description: string }> = {
  403: { title: 'Forbidden', description: 'Sorry, you are forbidden from accessing this page.' },
  404: { title: 'Page Not Found', description: 'Sorry, the page you are looking for could not be found.' },
  500: { title: 'Server Error', description: 'Whoops, something went wrong on our servers.' },
  503: { title: 'Service Unavailable', description: 'Sorry, we are doing some maintenance. Please check back soon.' },
};

export interface HttpErrorOptions {
  /**
   * The message is a reason the person can act on, in their language: the error page shows it in
   * place of the status's general text (which a page otherwise shows, the message being for /api).
   */
  explained?: boolean;
}

export class HttpError extends Error {
  readonly explained: boolean;
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.explained = options.explained ?? false;
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'Bad request.') {
    super(400, message);
  }
}

export class Unauthenticated extends HttpError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'This action is unauthorized.', options: HttpErrorOptions = {}) {
    super(403, message, {}, options);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class CsrfMismatch extends HttpError {
  constructor() {
    super(419, 'CSRF token mismatch.');
  }
}

export class TooManyRequests extends HttpError {
  constructor(message = 'Too many requests. Please slow down.') {
    super(429, message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message = 'The file is too large.') {
    super(413, message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Unsupported media type.') {
    super(415, message);
  }
}

/** Field errors: every field maps to its messages, first one first (the shape `/api` answers with). */
export type FieldErrors = Record<string, string[]>;

export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message = firstMessage(errors) ?? 'The given data was invalid.',
  ) {
    super(422, message);
  }
}

/**
 * A save over a record someone else changed since the form loaded it. Pages get it back on the form
 * like a field error (under `version`), the API as 409 JSON: never a silent overwrite.
 */
export class Conflict extends HttpError {
  readonly errors: FieldErrors;
  constructor(
    message: string,
    /**
     * The same message as a catalogue id and its values: a page form shows it in the staff's language
     * (the error handler translates it), a JSON client gets the English `message`.
     */
    readonly said?: { id: string; values: Record<string, string> },
  ) {
    super(409, message);
    this.errors = { version: [message] };
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message = 'Service unavailable.') {
    super(503, message);
  }
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return undefined;
}

/** The database cannot be reached (server/db/unavailable.ts): the spec's maintenance page, and its text on /api. */
export class DatabaseUnavailable extends ServiceUnavailable {
  constructor(override readonly cause: unknown) {
    super(ERROR_PAGE_TEXT[503]!.description);
  }
}
