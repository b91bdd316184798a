/**
 * Community studios (docs/decisions/0230-community-studios.md): the caller's studios, their members and invite
 * links. Online calls, not the outbox: an invite link or a join needs the server's answer to mean anything.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STUDIOS_ENDPOINTS } from "../../../contract/studios/endpoints";
import type { StudiosRoutes } from "../../../contract/studios/routes";
import type { CreateInviteBody, CreateStudioBody, UpdateStudioBody } from "../../../contract/studios/schemas";
import type { StudioRole } from "../../../contract/studios/rules";
import { areaClient } from "../../lib/api-client";
import { deviceTimeZone } from "../../lib/time-zones";
import { studioKeys } from "./studio-keys";

/** The studio area's one client, shared by the queue's and the fees' calls. */
export const studiosApi = areaClient<StudiosRoutes>(
  STUDIOS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/studios/routes").then((m) => m.STUDIOS_ROUTES) : undefined,
);

export function useStudios() {
  return useQuery({ queryKey: studioKeys.list, queryFn: ({ signal }) => studiosApi.list({}, { signal }) });
}

export function useStudio(id: number, enabled = true) {
  return useQuery({ queryKey: studioKeys.one(id), queryFn: ({ signal }) => studiosApi.get({ params: { id } }, { signal }), retry: false, enabled });
}

export function useStudioMembers(id: number) {
  return useQuery({ queryKey: studioKeys.members(id), queryFn: ({ signal }) => studiosApi.members({ params: { id } }, { signal }) });
}

/** Owner and staff: the studio's open invites (docs/decisions/0267-studio-invites-listed-and-revoked.md). */
export function useStudioInvites(id: number) {
  return useQuery({ queryKey: studioKeys.invites(id), queryFn: ({ signal }) => studiosApi.invites({ params: { id } }, { signal }) });
}

/** What an invite link is for and whether it still works, before Join. */
export function useInvitePreview(token: string) {
  return useQuery({ queryKey: studioKeys.invite(token), queryFn: ({ signal }) => studiosApi.invitePreview({ params: { token } }, { signal }), retry: false });
}

/** Studios the potter left, was removed from or that closed: their own past fees stay readable. */
export function usePastStudios() {
  return useQuery({ queryKey: studioKeys.past, queryFn: ({ signal }) => studiosApi.pastStudios({}, { signal }) });
}

/** Every studio answer may change the list (names, roles, counts): refetch the area after each change. */
function useStudioMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: studioKeys.all }) });
}

/** A new studio's months follow the device's zone until the owner picks another (decision 0252). */
export const useCreateStudio = () => useStudioMutation((body: CreateStudioBody) => studiosApi.create({ body: { timeZone: deviceTimeZone(), ...body } }));
export const useUpdateStudio = (id: number) => useStudioMutation((body: UpdateStudioBody) => studiosApi.update({ params: { id }, body }));
export const useDeleteStudio = (id: number) => useStudioMutation(() => studiosApi.remove({ params: { id } }));
export const useCreateInvite = (id: number) => useStudioMutation((body: CreateInviteBody) => studiosApi.createInvite({ params: { id }, body }));
export const useRevokeInvite = (id: number) => useStudioMutation((inviteId: number) => studiosApi.revokeInvite({ params: { id, inviteId } }));
export const useAcceptInvite = () => useStudioMutation((token: string) => studiosApi.acceptInvite({ params: { token } }));
export const useChangeRole = (id: number) =>
  useStudioMutation(({ userId, role }: { userId: number; role: StudioRole }) => studiosApi.updateMember({ params: { id, userId }, body: { role } }));
/** Removes a member, or leaves when `userId` is the caller's own. */
export const useRemoveMember = (id: number) => useStudioMutation((userId: number) => studiosApi.removeMember({ params: { id, userId } }));
