/**
 * OpenAPI component names for the contract's schemas. The contract is plain zod and belongs to neither side; the
 * names only matter to the OpenAPI document, so the server attaches them here, once, before the document is built.
 */
import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import { ForgotPasswordBodySchema, LoginBodySchema, LogoutBodySchema, NativeAuthAnswerSchema, RefreshBodySchema, RegisterBodySchema, ResetPasswordBodySchema, ResetVerifyAnswerSchema, TokenAnswerSchema, UserSchema } from "../../contract/auth/schemas";
import { AppleNotificationBodySchema, ApplePurchaseAnswerSchema, ApplePurchaseBodySchema, CheckoutSessionAnswerSchema, CheckoutUrlAnswerSchema, ClientSecretAnswerSchema, PortalAnswerSchema, ReceivedAnswerSchema, SubscriptionBodySchema, SubscriptionPlanListSchema, SubscriptionPlanSchema } from "../../contract/billing/schemas";
import {
  AppliedLayersSchema,
  ApplyComboBodySchema,
  ComboLayerSnapshotSchema,
  CreateComboBodySchema,
  SurfaceComboLayerListSchema,
  SurfaceComboLayerSchema,
  SurfaceComboListSchema,
  SurfaceComboSchema,
  UpdateComboBodySchema,
} from "../../contract/combos/schemas";
import { ErrorBodySchema, OkSchema } from "../../contract/common/schemas";
import { CombinationLookupSchema, CreateCombinationBodySchema, CreateGlazeBodySchema, DeleteGlazeAnswerSchema, GlazeDetailSchema, GlazeListSchema, GlazeSchema, UpdateCombinationBodySchema, UpdateGlazeBodySchema } from "../../contract/glazes/schemas";
import { HealthSchema } from "../../contract/health/schemas";
import { CreateInspirationBodySchema, InspirationListSchema, InspirationSchema, InspirationSourceSchema, UpdateInspirationBodySchema } from "../../contract/inspirations/schemas";
import { CreateLayerBodySchema, DecorationLayerListSchema, DecorationLayerSchema, ReorderBodySchema, UpdateLayerBodySchema } from "../../contract/layers/schemas";
import { UploadAnswerSchema, UploadedPhotoSchema } from "../../contract/photos/schemas";
import { CreatePieceBodySchema, PaginationSchema, PieceListItemSchema, PiecePageSchema, PieceSchema, UpdatePieceBodySchema } from "../../contract/pieces/schemas";
import { PreferencesPatchSchema, UserPreferencesSchema } from "../../contract/preferences/schemas";
import { CreateStageEntryBodySchema, StageEntryListSchema, StageEntrySchema, UpdateStageEntryBodySchema } from "../../contract/stages/schemas";
import { CreateTestTileBodySchema, TestTileFacetsSchema, TestTileListSchema, TestTilePageSchema, TestTileSchema, UpdateTestTileBodySchema } from "../../contract/tiles/schemas";
import { ApplyPromoAnswerSchema, ApplyPromoBodySchema, CancelTrialAnswerSchema, TrialStatusSchema } from "../../contract/trial/schemas";

const NAMES: [z.ZodType, string][] = [
  [UserSchema, "User"],
  [RegisterBodySchema, "RegisterBody"],
  [LoginBodySchema, "LoginBody"],
  [NativeAuthAnswerSchema, "NativeAuthAnswer"],
  [TokenAnswerSchema, "TokenAnswer"],
  [RefreshBodySchema, "RefreshBody"],
  [LogoutBodySchema, "LogoutBody"],
  [ForgotPasswordBodySchema, "ForgotPasswordBody"],
  [ResetVerifyAnswerSchema, "ResetVerifyAnswer"],
  [ResetPasswordBodySchema, "ResetPasswordBody"],
  [SubscriptionPlanSchema, "SubscriptionPlan"],
  [SubscriptionPlanListSchema, "SubscriptionPlanList"],
  [SubscriptionBodySchema, "SubscriptionBody"],
  [ClientSecretAnswerSchema, "ClientSecretAnswer"],
  [CheckoutUrlAnswerSchema, "CheckoutUrlAnswer"],
  [PortalAnswerSchema, "PortalAnswer"],
  [CheckoutSessionAnswerSchema, "CheckoutSession"],
  [ApplePurchaseBodySchema, "ApplePurchaseBody"],
  [ApplePurchaseAnswerSchema, "ApplePurchaseAnswer"],
  [AppleNotificationBodySchema, "AppleNotificationBody"],
  [ReceivedAnswerSchema, "Received"],
  [ComboLayerSnapshotSchema, "ComboLayerInput"],
  [CreateComboBodySchema, "CreateSurfaceCombo"],
  [UpdateComboBodySchema, "UpdateSurfaceCombo"],
  [ApplyComboBodySchema, "ApplyCombo"],
  [SurfaceComboLayerSchema, "SurfaceComboLayer"],
  [SurfaceComboSchema, "SurfaceCombo"],
  [SurfaceComboListSchema, "SurfaceComboList"],
  [SurfaceComboLayerListSchema, "SurfaceComboLayerList"],
  [AppliedLayersSchema, "AppliedComboLayers"],
  [ErrorBodySchema, "Error"],
  [OkSchema, "Ok"],
  [CreateGlazeBodySchema, "CreateGlaze"],
  [UpdateGlazeBodySchema, "UpdateGlaze"],
  [CreateCombinationBodySchema, "CreateGlazeCombination"],
  [UpdateCombinationBodySchema, "UpdateGlazeCombination"],
  [GlazeSchema, "Glaze"],
  [GlazeDetailSchema, "GlazeDetail"],
  [GlazeListSchema, "GlazeList"],
  [CombinationLookupSchema, "GlazeCombinationLookup"],
  [DeleteGlazeAnswerSchema, "DeleteGlazeAnswer"],
  [HealthSchema, "Health"],
  [InspirationSourceSchema, "InspirationSource"],
  [CreateInspirationBodySchema, "CreateInspirationBody"],
  [UpdateInspirationBodySchema, "UpdateInspirationBody"],
  [InspirationSchema, "Inspiration"],
  [InspirationListSchema, "InspirationList"],
  [CreateLayerBodySchema, "CreateDecorationLayer"],
  [UpdateLayerBodySchema, "UpdateDecorationLayer"],
  [ReorderBodySchema, "ReorderDecorationLayers"],
  [DecorationLayerSchema, "DecorationLayer"],
  [DecorationLayerListSchema, "DecorationLayerList"],
  [UploadedPhotoSchema, "UploadedPhoto"],
  [UploadAnswerSchema, "UploadAnswer"],
  [CreatePieceBodySchema, "CreatePieceBody"],
  [UpdatePieceBodySchema, "UpdatePieceBody"],
  [PieceSchema, "Piece"],
  [PieceListItemSchema, "PieceListItem"],
  [PaginationSchema, "Pagination"],
  [PiecePageSchema, "PiecePage"],
  [PreferencesPatchSchema, "PreferencesPatch"],
  [UserPreferencesSchema, "UserPreferences"],
  [CreateStageEntryBodySchema, "CreateStageEntryBody"],
  [UpdateStageEntryBodySchema, "UpdateStageEntryBody"],
  [StageEntrySchema, "StageEntry"],
  [StageEntryListSchema, "StageEntryList"],
  [TrialStatusSchema, "TrialStatus"],
  [CancelTrialAnswerSchema, "CancelTrialAnswer"],
  [ApplyPromoBodySchema, "ApplyPromoBody"],
  [ApplyPromoAnswerSchema, "ApplyPromoAnswer"],
  [CreateTestTileBodySchema, "CreateTestTile"],
  [UpdateTestTileBodySchema, "UpdateTestTile"],
  [TestTileSchema, "TestTile"],
  [TestTileFacetsSchema, "TestTileFacets"],
  [TestTilePageSchema, "TestTilePage"],
  [TestTileListSchema, "TestTileList"],
];

let attached = false;

/**
 * Idempotent: every app built in one process (tests build many) shares the registry. The generator's own registry
 * is used rather than zod's global one, because the generator names a component only from its own metadata; it
 * keeps the schemas as they are (no clone, unlike `.openapi()`), so the routes' schemas become `$ref`s.
 *
 * This is the one import of the generator beneath @hono/zod-openapi (the same package instance, pinned to the
 * version Hono's package asks for): @hono/zod-openapi offers no call that names an existing schema without cloning
 * it, and a clone would leave every nested use unnamed (docs/decisions/0205-one-openapi-api.md).
 */
export function attachSchemaNames(): void {
  if (attached) return;
  attached = true;
  for (const [schema, refId] of NAMES) {
    if (!zodToOpenAPIRegistry.has(schema)) zodToOpenAPIRegistry.add(schema, { _internal: { refId } });
  }
}
