import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { STUDIOS_ENDPOINTS } from "./endpoints";
import {
  FeePreviewBodySchema,
  FeePreviewSchema,
  FiringQueueSchema,
  LoadAnswerSchema,
  LoadBodySchema,
  QueueQuerySchema,
  RequestListSchema,
  RequestParamSchema,
  RequestViewSchema,
  SendToFiringBodySchema,
} from "./requests";
import { FeeStatementSchema, FeesQuerySchema, TicketsBodySchema } from "./fees";
import {
  CreateInviteBodySchema,
  CreateStudioBodySchema,
  InvitePreviewSchema,
  InviteTokenParamSchema,
  PastStudioListSchema,
  StudioInviteListSchema,
  StudioInviteParamSchema,
  StudioInviteSchema,
  StudioListSchema,
  StudioMemberListSchema,
  StudioMemberParamSchema,
  StudioMemberSchema,
  StudioSchema,
  UpdateMemberBodySchema,
  UpdateStudioBodySchema,
} from "./schemas";

export const STUDIOS_ROUTES = withSchemas(STUDIOS_ENDPOINTS, {
  list: { answer: StudioListSchema },
  create: { body: CreateStudioBodySchema, answer: StudioSchema, status: 201 },
  get: { params: IdParamSchema, answer: StudioSchema },
  update: { params: IdParamSchema, body: UpdateStudioBodySchema, answer: StudioSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
  createInvite: { params: IdParamSchema, body: CreateInviteBodySchema, answer: StudioInviteSchema, status: 201 },
  invites: { params: IdParamSchema, answer: StudioInviteListSchema },
  revokeInvite: { params: StudioInviteParamSchema, answer: OkSchema },
  invitePreview: { params: InviteTokenParamSchema, answer: InvitePreviewSchema },
  acceptInvite: { params: InviteTokenParamSchema, answer: StudioSchema },
  pastStudios: { answer: PastStudioListSchema },
  members: { params: IdParamSchema, answer: StudioMemberListSchema },
  updateMember: { params: StudioMemberParamSchema, body: UpdateMemberBodySchema, answer: StudioMemberSchema },
  removeMember: { params: StudioMemberParamSchema, answer: OkSchema },
  sendToFiring: { params: IdParamSchema, body: SendToFiringBodySchema, answer: RequestListSchema, status: 201 },
  previewFee: { params: IdParamSchema, body: FeePreviewBodySchema, answer: FeePreviewSchema },
  myRequests: { params: IdParamSchema, answer: RequestListSchema },
  withdrawRequest: { params: RequestParamSchema, answer: RequestViewSchema },
  queue: { params: IdParamSchema, query: QueueQuerySchema, answer: FiringQueueSchema },
  loadQueue: { params: IdParamSchema, body: LoadBodySchema, answer: LoadAnswerSchema },
  fees: { params: IdParamSchema, query: FeesQuerySchema, answer: FeeStatementSchema },
  /** text/csv. */
  feesCsv: { params: IdParamSchema, query: FeesQuerySchema, answer: "binary" },
  /** application/pdf. */
  tickets: { params: IdParamSchema, body: TicketsBodySchema, answer: "binary" },
});
export type StudiosRoutes = typeof STUDIOS_ROUTES;
