/** Query parameters that grant something on their own: an OAuth code and state, tokens. */
const SECRET_PARAMETERS = ['code', 'state', 'token', 'access_token', 'id_token'];

/**
 * The request URL as the log keeps it: the values of secret parameters are replaced, so a log line
 * of the sign-in callback cannot be replayed by whoever reads the logs.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parameters = new URLSearchParams(url.slice(start + 1));
  const secrets = SECRET_PARAMETERS.filter((name) => parameters.has(name));
  if (secrets.length === 0) return url;
  for (const name of secrets) parameters.set(name, 'redacted');
  return `${url.slice(0, start)}?${parameters.toString()}`;
}
