/**
 * The one Drizzle schema: every entity of product.md#r44 and product.md#r74, plus what the server needs
 * (sessions, refresh tokens, password resets, promo codes, rate limits, payment events, job locks, photos).
 * Child tables carry user_id too, so ownership checks and account deletion never need a join.
 */
// One file per area (server/db/schema/); drizzle-kit and the app read them all through this one.
export * from "./schema/accounts";
export * from "./schema/platform";
export * from "./schema/preferences";
export * from "./schema/studios";
export * from "./schema/pieces";
export * from "./schema/surfaces";
export * from "./schema/photos";
export * from "./schema/firings";
export * from "./schema/studio-requests";
export * from "./schema/reminders";
export * from "./schema/imports";
export * from "./schema/glaze-lab";
export * from "./schema/business";
export * from "./schema/material-stock";
