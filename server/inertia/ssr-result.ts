/** What rendering a page on the server gives: what the shell puts in `<head>` and in the root element. */
export interface SsrResult {
  /** Tags for `<head>` (title, meta, links), from the page's `<Head>`. */
  head: string;
  /** The app's markup, to go inside the root element. */
  body: string;
}
