/** Share links (docs/decisions/0111-share-links.md). */

/** 32 random bytes (256 bits) in base64url: 43 characters. */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The public page of a shared piece. */
export const sharePagePath = (token: string) => `/s/${token}`;
/**
 * A shared piece's photo by its place on the page (1, 2, …), and its thumbnail: names only the share knows, which stop
 * with it. The photo's own stored name never appears, so nothing on the page opens /api/photos
 * (docs/decisions/0182-share-photo-names.md).
 */
export const sharePhotoPath = (token: string, n: number) => `/s/${token}/photos/${n}`;
export const shareThumbnailPath = (token: string, n: number) => `/s/${token}/photos/${n}/thumb`;
/** A photo's place in a share's path: 1 to 999 (a piece has far fewer photos). */
export const SHARE_PHOTO_NUMBER = /^[1-9][0-9]{0,2}$/;

/** The public page of a shared recipe (product.md#r286), and its photos by place, as a piece's. */
export const recipeSharePagePath = (token: string) => `/r/${token}`;
export const recipeSharePhotoPath = (token: string, n: number) => `/r/${token}/photos/${n}`;
export const recipeShareThumbnailPath = (token: string, n: number) => `/r/${token}/photos/${n}/thumb`;
