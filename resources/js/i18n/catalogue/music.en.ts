/** English messages of the song page (lyrics, credits, reports, lyric cards), artist pages and album page. Spread into en.ts; ids are prefixed by their page or component. */
export const musicEn = {
};
