import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { FIRINGS_ENDPOINTS } from "./endpoints";
import { LossesQuerySchema, LossesReportSchema } from "./losses-schemas";
import {
  AddPiecesBodySchema,
  CreateFiringBodySchema,
  CreateKilnBodySchema,
  CreateMaintenanceBodySchema,
  FiringDetailSchema,
  FiringListQuerySchema,
  FiringListSchema,
  FiringPieceParamSchema,
  KilnEntryParamSchema,
  KilnListQuerySchema,
  KilnListSchema,
  KilnQueueQuerySchema,
  KilnQueueSchema,
  KilnSchema,
  MaintenanceEntrySchema,
  MaintenanceListSchema,
  PieceFiringListSchema,
  UpdateFiringBodySchema,
  UpdateFiringPieceBodySchema,
  UpdateKilnBodySchema,
} from "./schemas";

export const FIRINGS_ROUTES = withSchemas(FIRINGS_ENDPOINTS, {
  kilns: { query: KilnListQuerySchema, answer: KilnListSchema },
  createKiln: { body: CreateKilnBodySchema, answer: KilnSchema, status: 201 },
  kiln: { params: IdParamSchema, answer: KilnSchema },
  updateKiln: { params: IdParamSchema, body: UpdateKilnBodySchema, answer: KilnSchema },
  removeKiln: { params: IdParamSchema, answer: OkSchema },
  maintenance: { params: IdParamSchema, answer: MaintenanceListSchema },
  addMaintenance: { params: IdParamSchema, body: CreateMaintenanceBodySchema, answer: MaintenanceEntrySchema, status: 201 },
  removeMaintenance: { params: KilnEntryParamSchema, answer: OkSchema },
  list: { query: FiringListQuerySchema, answer: FiringListSchema },
  create: { body: CreateFiringBodySchema, answer: FiringDetailSchema, status: 201 },
  get: { params: IdParamSchema, answer: FiringDetailSchema },
  update: { params: IdParamSchema, body: UpdateFiringBodySchema, answer: FiringDetailSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
  uploadTrace: { params: IdParamSchema, body: "multipart", answer: FiringDetailSchema },
  removeTrace: { params: IdParamSchema, answer: FiringDetailSchema },
  addPieces: { params: IdParamSchema, body: AddPiecesBodySchema, answer: FiringDetailSchema, status: 201 },
  updatePiece: { params: FiringPieceParamSchema, body: UpdateFiringPieceBodySchema, answer: FiringDetailSchema },
  removePiece: { params: FiringPieceParamSchema, answer: FiringDetailSchema },
  queue: { query: KilnQueueQuerySchema, answer: KilnQueueSchema },
  losses: { query: LossesQuerySchema, answer: LossesReportSchema },
  ofPiece: { params: IdParamSchema, answer: PieceFiringListSchema },
});
export type FiringsRoutes = typeof FIRINGS_ROUTES;
