import { STUDIOS_ROUTES } from "../../contract/studios/routes";
import { STUDIO_TEXTS } from "../../contract/studios/texts";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { acceptInvite, createInvite, listInvites, previewInvite, revokeInvite } from "../services/studios/studio-invites";
import { listPastStudios } from "../services/studios/studio-past";
import { listMembers, removeMember, updateMember } from "../services/studios/studio-members";
import { createStudio, deleteStudio, getStudio, listStudios, updateStudio } from "../services/studios/studios";

const tags = ["Studios"];
const R = STUDIOS_ROUTES;

const list = apiRoute(R.list, { access: "content", tags, summary: "The studios the caller belongs to, with the caller's role in each" });
const create = apiRoute(R.create, { access: "content", tags, summary: "Create a studio; the caller becomes its owner", errors: [400] });
const get = apiRoute(R.get, { access: "content", tags, summary: "A studio the caller belongs to", errors: [400, 404] });
const update = apiRoute(R.update, {
  access: "content",
  tags,
  summary: "Change the studio's name, address, currency or fee rules (owner)",
  errors: [400, 403, 404],
});
const remove = apiRoute(R.remove, {
  access: "content",
  tags,
  summary: "Delete the studio (owner): nobody can use it any more; members keep their pieces, firing history and past fees",
  errors: [400, 403, 404],
});
const invite = apiRoute(R.createInvite, {
  access: "content",
  tags,
  summary: "An invite link (owner or staff): single use, 7 days, optionally for one e-mail address",
  errors: [400, 403, 404],
});
const invites = apiRoute(R.invites, {
  access: "content",
  tags,
  summary: "The studio's open invites with their links (owner or staff)",
  errors: [400, 403, 404],
});
const revokeInviteRoute = apiRoute(R.revokeInvite, {
  access: "content",
  tags,
  summary: "Revoke an open invite (owner or staff): the link stops working at once",
  errors: [400, 403, 404],
});
const preview = apiRoute(R.invitePreview, {
  access: "content",
  tags,
  summary: "What an invite link is for (studio, role) and whether it still works",
  errors: [400, 404],
});
const past = apiRoute(R.pastStudios, {
  access: "content",
  tags,
  summary: "Studios the caller left, was removed from or that were deleted, where their past fees stay readable",
});
const accept = apiRoute(R.acceptInvite, {
  access: "content",
  tags,
  summary: "Join the studio with an invite link",
  errors: [400, 403, 404, 409],
});
const members = apiRoute(R.members, {
  access: "content",
  tags,
  summary: "The studio's members: all of them for owner and staff, the owner, staff and oneself for a member",
  errors: [400, 404],
});
const updateMemberRoute = apiRoute(R.updateMember, {
  access: "content",
  tags,
  summary: "Change a member's role (owner); a studio always keeps an owner",
  errors: [400, 403, 404, 409],
});
const removeMemberRoute = apiRoute(R.removeMember, {
  access: "content",
  tags,
  summary: "Remove a member (owner or staff), or leave (one's own id); a studio always keeps an owner",
  errors: [400, 403, 404, 409],
});

export function registerStudiosRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => c.json(await listStudios(c.get("deps"), currentUser(c).id), 200));
  app.openapi(create, async (c) => c.json(await createStudio(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));
  app.openapi(get, async (c) => c.json(await getStudio(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(update, async (c) => c.json(await updateStudio(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(remove, async (c) => {
    await deleteStudio(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: STUDIO_TEXTS.deleted }, 200);
  });
  app.openapi(invite, async (c) => c.json(await createInvite(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 201));
  app.openapi(invites, async (c) => c.json(await listInvites(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(revokeInviteRoute, async (c) => {
    const { id, inviteId } = c.req.valid("param");
    await revokeInvite(c.get("deps"), currentUser(c).id, id, inviteId);
    return c.json({ message: STUDIO_TEXTS.revoked }, 200);
  });
  app.openapi(preview, async (c) => c.json(await previewInvite(c.get("deps"), c.req.valid("param").token), 200));
  app.openapi(past, async (c) => c.json(await listPastStudios(c.get("deps"), currentUser(c).id), 200));
  app.openapi(accept, async (c) => c.json(await acceptInvite(c.get("deps"), currentUser(c), c.req.valid("param").token), 200));
  app.openapi(members, async (c) => c.json(await listMembers(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(updateMemberRoute, async (c) => {
    const { id, userId } = c.req.valid("param");
    return c.json(await updateMember(c.get("deps"), currentUser(c).id, id, userId, c.req.valid("json")), 200);
  });
  app.openapi(removeMemberRoute, async (c) => {
    const { id, userId } = c.req.valid("param");
    const how = await removeMember(c.get("deps"), currentUser(c).id, id, userId);
    return c.json({ message: how === "left" ? STUDIO_TEXTS.left : STUDIO_TEXTS.removed }, 200);
  });
}
