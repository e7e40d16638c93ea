/** The name of the session cookie: set by the app's session middleware, read by the plays counter. */
export const SESSION_COOKIE = 'hees_session';
