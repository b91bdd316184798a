/** Share links (issue 24, docs/decisions/0111-share-links.md). */

/** 32 random bytes (256 bits) in base64url: 43 characters. */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The public page of a shared piece. */
export const sharePagePath = (token: string) => `/s/${token}`;
/** A shared piece's photo, served through the token so revoking the link also stops its photos. */
export const sharePhotoPath = (token: string, file: string) => `/s/${token}/photos/${file}`;
