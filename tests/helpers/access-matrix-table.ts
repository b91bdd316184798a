/**
 * The access-control matrix's table (tests/api/access-matrix.api.test.ts): every route of the OpenAPI document, with
 * what potter B tries against potter A's records, or the reason the route names no record. Kept apart from the test
 * so the table reads as one list; the test fails when a route is missing from it.
 */
import { GLAZE_LAB_ROWS } from "./access-matrix-glaze-lab";
import { BUSINESS_ROWS } from "./access-matrix-business";
import { STUDIO_ROWS } from "./access-matrix-studios";
import type { Row } from "./access-matrix-types";

/** A's records; every name carries MARK so B's own lists can be searched for a leak. */
export const MARK = "AliceOnlyMark";
/** A's Stripe Checkout session, held by the fake Stripe. */
export const CHECKOUT_SESSION = "cs_test_alice_matrix";

export const MATRIX: Record<string, Row> = {
  "GET /api/health": { reason: "public health check, no user data" },
  "GET /health": { reason: "public health check, no user data" },
  "POST /api/register": { reason: "public: creates a new account, no record reference" },
  "POST /api/login": { reason: "public: credentials only" },
  "POST /api/logout": { reason: "acts on the caller's own session or refresh token" },
  "POST /api/refresh-token": { reason: "the refresh token is the credential; no record id" },
  "GET /api/user": { reason: "the caller's own account from the session, no id" },
  "DELETE /api/user": { reason: "deletes the caller's own account from the session, no id" },
  "POST /api/forgot-password": { reason: "public: answers the same for every address" },
  "GET /api/reset-password/verify": { reason: "public: the reset token is the credential" },
  "POST /api/reset-password": { reason: "public: the reset token is the credential" },
  "GET /api/export": { reason: "the caller's own data from the session (zip); covered by export.api.test.ts" },
  "GET /api/export/check": { reason: "the caller's own export limit from the session, no id" },
  "GET /api/user-preferences": { ownList: "/api/user-preferences" },
  "PATCH /api/user-preferences": { reason: "the caller's own preferences from the session, no id" },
  "GET /api/trial-status": { reason: "the caller's own trial from the session" },
  "POST /api/trial-reminder-shown": { reason: "the caller's own trial from the session" },
  "POST /api/cancel-trial": { reason: "the caller's own trial from the session" },
  "POST /api/promo-code/apply": { reason: "a promo code is not a user-owned record" },
  "GET /api/subscription-plans": { reason: "public plan list" },
  "POST /api/get-or-create-subscription": { reason: "the caller's own Stripe customer from the session" },
  "POST /api/create-checkout-session": { reason: "the caller's own Stripe customer from the session" },
  "GET /api/checkout-session/{id}": {
    attempts: () => [{ method: "GET", path: `/api/checkout-session/${CHECKOUT_SESSION}` }],
  },
  "POST /api/create-portal-session": { reason: "the caller's own Stripe customer from the session" },
  "POST /api/apple-purchase-complete": { reason: "an Apple-signed transaction bound to the caller's account token" },
  "POST /api/apple/notifications": { reason: "webhook: Apple-signed payload, no session" },

  "GET /api/pieces": { ownList: "/api/pieces?limit=100" },
  "POST /api/pieces": {
    attempts: (a) => [
      { method: "POST", path: "/api/pieces", body: { name: "B", type: "wheel", clayBody: "Stoneware", inspirationIds: [a.inspirationId] } },
      { method: "POST", path: "/api/pieces", body: { name: "B", type: "wheel", clayBody: "Stoneware", imageUrls: [a.photo] } },
    ],
  },
  "GET /api/pieces/{id}": { attempts: (a) => [{ method: "GET", path: `/api/pieces/${a.pieceId}` }] },
  "PATCH /api/pieces/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/pieces/${a.pieceId}`, body: { name: "taken" } },
      { method: "PATCH", path: `/api/pieces/${b.pieceId}`, body: { inspirationIds: [a.inspirationId] } },
      { method: "PATCH", path: `/api/pieces/${b.pieceId}`, body: { imageUrls: [a.photo] } },
    ],
  },
  "DELETE /api/pieces/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/pieces/${a.pieceId}` }] },
  "PUT /api/pieces/{id}/fate": { attempts: (a) => [{ method: "PUT", path: `/api/pieces/${a.pieceId}/fate`, body: { fate: "lost", cause: "cracked" } }] },
  "DELETE /api/pieces/{id}/fate": { attempts: (a) => [{ method: "DELETE", path: `/api/pieces/${a.pieceId}/fate` }] },

  "GET /api/stage-history": { ownList: "/api/stage-history" },
  "POST /api/stage-history": {
    attempts: (a) => [{ method: "POST", path: "/api/stage-history", body: { pieceId: a.pieceId, stage: "Formed", location: "Shelf" } }],
  },
  "GET /api/pieces/{id}/stage-history": { attempts: (a) => [{ method: "GET", path: `/api/pieces/${a.pieceId}/stage-history` }] },
  "PATCH /api/stage-history/{id}": {
    attempts: (a) => [{ method: "PATCH", path: `/api/stage-history/${a.stageId}`, body: { location: "Taken" } }],
  },
  "DELETE /api/stage-history/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/stage-history/${a.stageId}` }] },

  "GET /api/glazes": { ownList: "/api/glazes", attempts: (a) => [{ method: "GET", path: `/api/glazes?studioId=${a.studioId}` }] },
  "POST /api/glazes": {
    attempts: (a) => [
      { method: "POST", path: "/api/glazes", body: { name: "B glaze", imageUrls: [a.photo] } },
      { method: "POST", path: "/api/glazes", body: { name: "B glaze", studioId: a.studioId } },
      { method: "POST", path: "/api/glazes", body: { name: "B glaze", recipeId: a.recipeId } },
    ],
  },
  "GET /api/glazes/{id}/combinations": { attempts: (a) => [{ method: "GET", path: `/api/glazes/${a.glazeId}/combinations` }] },
  "GET /api/glazes/{id}": {
    attempts: (a) => [
      { method: "GET", path: `/api/glazes/${a.glazeId}` },
      { method: "GET", path: `/api/glazes/${a.comboGlazeId}` },
      { method: "GET", path: `/api/glazes/${a.studioGlazeId}` },
    ],
  },
  "PATCH /api/glazes/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/glazes/${a.glazeId}`, body: { name: "taken" } },
      { method: "PATCH", path: `/api/glazes/${b.glazeId}`, body: { imageUrls: [a.photo] } },
      { method: "PATCH", path: `/api/glazes/${a.studioGlazeId}`, body: { name: "taken" } },
      { method: "PATCH", path: `/api/glazes/${b.glazeId}`, body: { recipeId: a.recipeId } },
    ],
  },
  "DELETE /api/glazes/{id}": {
    attempts: (a) => [
      { method: "DELETE", path: `/api/glazes/${a.glazeId}` },
      { method: "DELETE", path: `/api/glazes/${a.glazeId}?withCombinations=true` },
      { method: "DELETE", path: `/api/glazes/${a.studioGlazeId}` },
    ],
  },
  "POST /api/glaze-combinations": {
    attempts: (a, b) => [
      { method: "POST", path: "/api/glaze-combinations", body: { baseLayerGlazeId: a.glazeId, topLayerGlazeId: b.glazeId } },
      { method: "POST", path: "/api/glaze-combinations", body: { baseLayerGlazeId: b.glazeId, topLayerGlazeId: a.glaze2Id } },
      { method: "POST", path: "/api/glaze-combinations", body: { baseLayerGlazeId: b.glazeId, topLayerGlazeId: a.studioGlazeId } },
      { method: "POST", path: "/api/glaze-combinations", body: { baseLayerGlazeId: b.glazeId, topLayerGlazeId: b.glaze2Id, imageUrls: [a.photo] } },
    ],
  },
  "PATCH /api/glaze-combinations/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/glaze-combinations/${a.comboGlazeId}`, body: { notes: "taken" } },
      { method: "PATCH", path: `/api/glaze-combinations/${b.comboGlazeId}`, body: { baseLayerGlazeId: a.glazeId } },
      { method: "PATCH", path: `/api/glaze-combinations/${b.comboGlazeId}`, body: { topLayerGlazeId: a.glaze2Id } },
    ],
  },
  "GET /api/glaze-combinations/by-name/{name}": {
    attempts: (a) => [{ method: "GET", path: `/api/glaze-combinations/by-name/${encodeURIComponent(a.comboGlazeName)}` }],
  },

  "GET /api/pieces/{id}/decoration-layers": {
    attempts: (a) => [{ method: "GET", path: `/api/pieces/${a.pieceId}/decoration-layers` }],
  },
  "GET /api/decoration-layers": { ownList: "/api/decoration-layers" },
  "POST /api/decoration-layers": {
    attempts: (a, b) => [
      { method: "POST", path: "/api/decoration-layers", body: { pieceId: a.pieceId, type: "Glaze", materialName: "X" } },
      { method: "POST", path: "/api/decoration-layers", body: { pieceId: b.pieceId, type: "Glaze", glazeId: a.glazeId } },
      { method: "POST", path: "/api/decoration-layers", body: { pieceId: b.pieceId, type: "Glaze", glazeId: a.studioGlazeId } },
    ],
  },
  "PATCH /api/decoration-layers/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/decoration-layers/${a.layerIds[0]}`, body: { notes: "taken" } },
      { method: "PATCH", path: `/api/decoration-layers/${b.layerIds[0]}`, body: { glazeId: a.glazeId } },
    ],
  },
  "DELETE /api/decoration-layers/{id}": {
    attempts: (a) => [{ method: "DELETE", path: `/api/decoration-layers/${a.layerIds[0]}` }],
  },
  "PATCH /api/pieces/{id}/decoration-layers/reorder": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/pieces/${a.pieceId}/decoration-layers/reorder`, body: { layerIds: [...a.layerIds].reverse() } },
      { method: "PATCH", path: `/api/pieces/${b.pieceId}/decoration-layers/reorder`, body: { layerIds: [...a.layerIds] } },
      {
        method: "PATCH",
        path: `/api/pieces/${b.pieceId}/decoration-layers/reorder`,
        body: { layerIds: [...b.layerIds, ...a.layerIds] },
      },
    ],
  },

  "GET /api/surface-combos": { ownList: "/api/surface-combos" },
  "POST /api/surface-combos": {
    attempts: (a) => [{ method: "POST", path: "/api/surface-combos", body: { pieceId: a.pieceId, name: "B combo" } }],
  },
  "GET /api/surface-combos/{id}": { attempts: (a) => [{ method: "GET", path: `/api/surface-combos/${a.comboId}` }] },
  "PATCH /api/surface-combos/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/surface-combos/${a.comboId}`, body: { name: "taken" } },
      { method: "PATCH", path: `/api/surface-combos/${b.comboId}`, body: { imageUrls: [a.photo] } },
    ],
  },
  "DELETE /api/surface-combos/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/surface-combos/${a.comboId}` }] },
  "GET /api/surface-combos/{id}/layers": { attempts: (a) => [{ method: "GET", path: `/api/surface-combos/${a.comboId}/layers` }] },
  "POST /api/pieces/{id}/apply-combo": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/pieces/${a.pieceId}/apply-combo`, body: { comboId: b.comboId } },
      { method: "POST", path: `/api/pieces/${b.pieceId}/apply-combo`, body: { comboId: a.comboId } },
    ],
  },

  "GET /api/test-tiles": { ownList: "/api/test-tiles?limit=100" },
  "GET /api/test-tile-facets": { ownList: "/api/test-tile-facets" },
  "GET /api/test-tile-recipes": { ownList: "/api/test-tile-recipes" },
  "POST /api/test-tiles": {
    attempts: (a) => [
      { method: "POST", path: "/api/test-tiles", body: { glazeId: a.glazeId, clayBody: "B-Mix" } },
      { method: "POST", path: "/api/test-tiles", body: { glazeId: a.comboGlazeId, clayBody: "B-Mix" } },
      { method: "POST", path: "/api/test-tiles", body: { glazeId: a.studioGlazeId, clayBody: "B-Mix" } },
      { method: "POST", path: "/api/test-tiles", body: { surfaceComboId: a.comboId, clayBody: "B-Mix" } },
      { method: "POST", path: "/api/test-tiles", body: { materialName: "B tile", clayBody: "B-Mix", imageUrls: [a.photo] } },
    ],
  },
  "GET /api/test-tiles/{id}": { attempts: (a) => [{ method: "GET", path: `/api/test-tiles/${a.tileId}` }] },
  "PATCH /api/test-tiles/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/test-tiles/${a.tileId}`, body: { notes: "taken" } },
      { method: "PATCH", path: `/api/test-tiles/${b.tileId}`, body: { glazeId: a.glazeId } },
      { method: "PATCH", path: `/api/test-tiles/${b.tileId}`, body: { surfaceComboId: a.comboId } },
      { method: "PATCH", path: `/api/test-tiles/${b.tileId}`, body: { imageUrls: [a.photo] } },
    ],
  },
  "DELETE /api/test-tiles/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/test-tiles/${a.tileId}` }] },
  "GET /api/glazes/{id}/test-tiles": {
    attempts: (a) => [
      { method: "GET", path: `/api/glazes/${a.glazeId}/test-tiles` },
      { method: "GET", path: `/api/glazes/${a.comboGlazeId}/test-tiles` },
    ],
  },
  "GET /api/surface-combos/{id}/test-tiles": { attempts: (a) => [{ method: "GET", path: `/api/surface-combos/${a.comboId}/test-tiles` }] },
  "GET /api/pieces/{id}/share": { attempts: (a) => [{ method: "GET", path: `/api/pieces/${a.pieceId}/share` }] },
  "POST /api/pieces/{id}/share": { attempts: (a) => [{ method: "POST", path: `/api/pieces/${a.pieceId}/share`, body: { showNotes: true } }] },
  "PATCH /api/pieces/{id}/share": { attempts: (a) => [{ method: "PATCH", path: `/api/pieces/${a.pieceId}/share`, body: { showNotes: true } }] },
  "DELETE /api/pieces/{id}/share": { attempts: (a) => [{ method: "DELETE", path: `/api/pieces/${a.pieceId}/share` }] },

  "GET /api/kilns": { ownList: "/api/kilns" },
  "POST /api/kilns": { attempts: (a) => [{ method: "POST", path: "/api/kilns", body: { name: "B kiln", studioId: a.studioId } }] },
  "GET /api/kilns/{id}": {
    attempts: (a) => [
      { method: "GET", path: `/api/kilns/${a.kilnId}` },
      { method: "GET", path: `/api/kilns/${a.studioKilnId}` },
    ],
  },
  "PATCH /api/kilns/{id}": {
    attempts: (a) => [
      { method: "PATCH", path: `/api/kilns/${a.kilnId}`, body: { name: "taken" } },
      { method: "PATCH", path: `/api/kilns/${a.studioKilnId}`, body: { name: "taken" } },
    ],
  },
  "DELETE /api/kilns/{id}": {
    attempts: (a) => [
      { method: "DELETE", path: `/api/kilns/${a.kilnId}` },
      { method: "DELETE", path: `/api/kilns/${a.studioKilnId}` },
    ],
  },
  "GET /api/kilns/{id}/maintenance": { attempts: (a) => [{ method: "GET", path: `/api/kilns/${a.kilnId}/maintenance` }] },
  "POST /api/kilns/{id}/maintenance": {
    attempts: (a) => [{ method: "POST", path: `/api/kilns/${a.kilnId}/maintenance`, body: { kind: "other" } }],
  },
  "DELETE /api/kilns/{id}/maintenance/{entryId}": {
    attempts: (a, b) => [
      { method: "DELETE", path: `/api/kilns/${a.kilnId}/maintenance/${a.maintenanceId}` },
      { method: "DELETE", path: `/api/kilns/${b.kilnId}/maintenance/${a.maintenanceId}` },
    ],
  },
  "GET /api/firings": { ownList: "/api/firings" },
  "POST /api/firings": {
    attempts: (a) => [
      { method: "POST", path: "/api/firings", body: { kind: "bisque", kilnId: a.kilnId } },
      { method: "POST", path: "/api/firings", body: { kind: "bisque", pieceIds: [a.pieceId] } },
      { method: "POST", path: "/api/firings", body: { kind: "bisque", imageUrls: [a.photo] } },
      { method: "POST", path: "/api/firings", body: { kind: "bisque", studioId: a.studioId } },
      { method: "POST", path: "/api/firings", body: { kind: "bisque", kilnId: a.studioKilnId } },
    ],
  },
  "GET /api/firings/{id}": {
    attempts: (a) => [
      { method: "GET", path: `/api/firings/${a.firingId}` },
      { method: "GET", path: `/api/firings/${a.studioFiringId}` },
    ],
  },
  "PATCH /api/firings/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/firings/${a.firingId}`, body: { notes: "taken" } },
      { method: "PATCH", path: `/api/firings/${a.firingId}`, body: { status: "loading" } },
      { method: "PATCH", path: `/api/firings/${b.firingId}`, body: { kilnId: a.kilnId } },
      { method: "PATCH", path: `/api/firings/${b.firingId}`, body: { kilnId: a.studioKilnId } },
      { method: "PATCH", path: `/api/firings/${a.studioFiringId}`, body: { status: "loading" } },
      { method: "PATCH", path: `/api/firings/${b.firingId}`, body: { imageUrls: [a.photo] } },
    ],
  },
  "DELETE /api/firings/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/firings/${a.firingId}` }] },
  "POST /api/firings/{id}/trace": {
    attempts: (a) => {
      const form = new FormData();
      form.append("file", new Blob(["seconds,temp_c\n0,20\n60,900\n"], { type: "text/csv" }), "log.csv");
      return [{ method: "POST", path: `/api/firings/${a.firingId}/trace`, body: form }];
    },
  },
  "DELETE /api/firings/{id}/trace": { attempts: (a) => [{ method: "DELETE", path: `/api/firings/${a.firingId}/trace` }] },
  "POST /api/firings/{id}/pieces": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/firings/${a.firingId}/pieces`, body: { pieceIds: [b.pieceId] } },
      { method: "POST", path: `/api/firings/${b.firingId}/pieces`, body: { pieceIds: [a.pieceId] } },
    ],
  },
  "PATCH /api/firings/{id}/pieces/{pieceId}": {
    attempts: (a) => [{ method: "PATCH", path: `/api/firings/${a.firingId}/pieces/${a.pieceId}`, body: { position: "taken" } }],
  },
  "DELETE /api/firings/{id}/pieces/{pieceId}": {
    attempts: (a) => [{ method: "DELETE", path: `/api/firings/${a.firingId}/pieces/${a.pieceId}` }],
  },
  "GET /api/kiln-queue": { ownList: "/api/kiln-queue?includeUntrimmed=true" },
  "GET /api/reports/losses": { ownList: "/api/reports/losses", attempts: (a) => [{ method: "GET", path: `/api/reports/losses?studioId=${a.studioId}` }] },
  "GET /api/pieces/{id}/firings": { attempts: (a) => [{ method: "GET", path: `/api/pieces/${a.pieceId}/firings` }] },
  "GET /api/reminders": { ownList: "/api/reminders" },
  "GET /api/reminders/upcoming": { ownList: "/api/reminders/upcoming" },
  "GET /api/reminders/snoozed": { ownList: "/api/reminders/snoozed" },
  "POST /api/reminders/{key}/snooze": {
    attempts: (a) => [{ method: "POST", path: `/api/reminders/piece-${a.pieceId}-formed/snooze`, body: { days: 7 } }],
  },
  "POST /api/reminders/{key}/dismiss": { attempts: (a) => [{ method: "POST", path: `/api/reminders/piece-${a.pieceId}-formed/dismiss` }] },
  "DELETE /api/reminders/{key}/mute": { attempts: (a) => [{ method: "DELETE", path: `/api/reminders/piece-${a.pieceId}-formed/mute` }] },
  "GET /api/reminder-settings": { reason: "the caller's own settings from the session, no id" },
  "GET /api/codes/{code}": {
    reason: "codes are per potter: a code is looked up only among the caller's own records, so the same code opens each potter's own (another potter's only code answers 404 in codes.api.test.ts)",
  },
  "POST /api/labels": {
    attempts: (a, b) => [
      { method: "POST", path: "/api/labels", body: { kind: "piece", ids: [a.pieceId], layout: "letter-30" } },
      { method: "POST", path: "/api/labels", body: { kind: "piece", ids: [b.pieceId, a.pieceId], layout: "code-sheet" } },
      { method: "POST", path: "/api/labels", body: { kind: "surface", ids: [a.glazeId], layout: "single-2x1" } },
      { method: "POST", path: "/api/labels", body: { kind: "surface", ids: [a.comboGlazeId], layout: "a4-24" } },
      { method: "POST", path: "/api/labels", body: { kind: "firing", ids: [a.firingId], layout: "letter-30" } },
      { method: "POST", path: "/api/labels", body: { kind: "tile", ids: [a.tileId], layout: "letter-30" } },
    ],
  },
  "PATCH /api/reminder-settings": { reason: "the caller's own settings from the session, no id" },
  "GET /api/push-subscriptions/key": { reason: "the server's public VAPID key, the same for everyone" },
  "POST /api/push-subscriptions": {
    reason: "saves the caller's own browser subscription; another potter's endpoint is never moved without its keys (the test below)",
  },
  "DELETE /api/push-subscriptions": { reason: "removes only the caller's own subscription for that endpoint (tested in reminders-push.api.test.ts)" },

  "GET /api/inspirations": { ownList: "/api/inspirations" },
  "POST /api/inspirations": {
    attempts: (a) => [{ method: "POST", path: "/api/inspirations", body: { name: "B idea", imageUrls: [a.photo] } }],
  },
  "GET /api/inspirations/{id}": { attempts: (a) => [{ method: "GET", path: `/api/inspirations/${a.inspirationId}` }] },
  "PATCH /api/inspirations/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/inspirations/${a.inspirationId}`, body: { name: "taken" } },
      { method: "PATCH", path: `/api/inspirations/${b.inspirationId}`, body: { imageUrls: [a.photo] } },
    ],
  },
  "DELETE /api/inspirations/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/inspirations/${a.inspirationId}` }] },

  ...STUDIO_ROWS,
  ...GLAZE_LAB_ROWS,
  ...BUSINESS_ROWS,

  // Registered on the app but outside the OpenAPI document.
  "GET /api/openapi.json": { reason: "public API description" },
  "GET /api/docs": { reason: "public API documentation page" },
  "POST /api/stripe/webhook": { reason: "webhook: Stripe-signed payload, no session; garbage is refused in fuzz.api.test.ts" },
  // Browser-test hooks: inert unless NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1, so here they must not exist.
  "POST /api/test/trial": { attempts: () => [{ method: "POST", path: "/api/test/trial", body: { email: "a@example.com", daysLeft: 0 } }] },
  "POST /api/test/promo-codes": { attempts: () => [{ method: "POST", path: "/api/test/promo-codes", body: { code: "FREE" } }] },
  "POST /api/uploads": { reason: "stores new photos for the caller; no record reference" },
  "POST /api/import": { reason: "adds the uploaded export's records to the caller's own account; no record reference (import.api.test.ts)" },
  "GET /api/import/{id}": { attempts: (a) => [{ method: "GET", path: `/api/import/${a.importId}` }] },
  "DELETE /api/import/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/import/${a.importId}` }] },
  "GET /api/photos/{file}": {
    reason: "photo addresses are unguessable capabilities readable without a session (decision 0062); linking them is tried above",
  },
};
