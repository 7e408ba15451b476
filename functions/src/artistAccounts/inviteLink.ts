/** The accept page of an invite: the token travels only in this link. */
export function inviteLink(siteUrl: string, token: string): string {
  return new URL(`/studio/invite/${token}`, siteUrl).href;
}
