/** The answer to a follow, an unfollow or a look at the state: what a button needs to draw itself. */
export const presentFollowState = (artistId: number, following: boolean, followersCount: number) => ({
  artist_id: artistId,
  following,
  followers_count: followersCount,
});

export type FollowState = ReturnType<typeof presentFollowState>;
