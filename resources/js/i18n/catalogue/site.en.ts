/** English messages of search, favourites, static pages and the apps page, sign-in pages, and texts the server writes (lyrics thanks, sign-in errors). Spread into en.ts; ids are prefixed by their page or component. */
export const siteEn = {
};
