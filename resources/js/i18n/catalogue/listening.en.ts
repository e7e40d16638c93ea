/** English messages of podcasts, episodes, events, local news (stories) and lectures (scholars, topics, resources). Spread into en.ts; ids are prefixed by their page or component. */
export const listeningEn = {
};
