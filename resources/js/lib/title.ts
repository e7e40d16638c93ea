/** "{title} - Hees": the browser title of every page, and the title analytics reports. */
export const documentTitle = (title: unknown, appName = 'Hees') =>
  typeof title === 'string' && title ? `${title} - ${appName}` : appName;
