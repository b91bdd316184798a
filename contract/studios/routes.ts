import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { STUDIOS_ENDPOINTS } from "./endpoints";
import {
  CreateInviteBodySchema,
  CreateStudioBodySchema,
  InviteTokenParamSchema,
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
  acceptInvite: { params: InviteTokenParamSchema, answer: StudioSchema },
  members: { params: IdParamSchema, answer: StudioMemberListSchema },
  updateMember: { params: StudioMemberParamSchema, body: UpdateMemberBodySchema, answer: StudioMemberSchema },
  removeMember: { params: StudioMemberParamSchema, answer: OkSchema },
});
export type StudiosRoutes = typeof STUDIOS_ROUTES;
