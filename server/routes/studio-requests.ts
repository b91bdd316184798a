/** The firing queue's routes (docs/decisions/0231-firing-queue.md); registered with the studio routes. */
import { STUDIOS_ROUTES } from "../../contract/studios/routes";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { loadQueue } from "../services/studios/studio-load";
import { firingQueue } from "../services/studios/studio-queue";
import { myRequests, previewFee, sendToFiring, withdrawRequest } from "../services/studios/studio-requests";

const tags = ["Studios"];
const R = STUDIOS_ROUTES;

const send = apiRoute(R.sendToFiring, {
  access: "content",
  tags,
  summary: "Send the caller's own pieces to a bisque or glaze firing of the studio; the fee is fixed now",
  errors: [400, 404, 409],
});
const preview = apiRoute(R.previewFee, { access: "content", tags, summary: "The fee each piece would be charged, before sending", errors: [400, 404] });
const mine = apiRoute(R.myRequests, { access: "content", tags, summary: "The caller's own firing requests in the studio, newest first", errors: [400, 404] });
const withdraw = apiRoute(R.withdrawRequest, {
  access: "content",
  tags,
  summary: "Withdraw the caller's request while it is on the shelf; a repeat answers the same",
  errors: [400, 404, 409],
});
const queue = apiRoute(R.queue, {
  access: "content",
  tags,
  summary: "The studio's firing queue (owner and staff): grouped by kind and cone, oldest first, request fields only",
  errors: [400, 403, 404],
});
const load = apiRoute(R.loadQueue, {
  access: "content",
  tags,
  summary: "Load requests into a planned or loading studio firing (owner and staff), by request id or ticket code",
  errors: [400, 403, 404, 409],
});

export function registerStudioRequestsRoutes(app: ApiApp): void {
  app.openapi(send, async (c) => c.json(await sendToFiring(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 201));
  app.openapi(preview, async (c) => c.json(await previewFee(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(mine, async (c) => c.json(await myRequests(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(withdraw, async (c) => {
    const { id, requestId } = c.req.valid("param");
    return c.json(await withdrawRequest(c.get("deps"), currentUser(c).id, id, requestId), 200);
  });
  app.openapi(queue, async (c) => c.json(await firingQueue(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("query")), 200));
  app.openapi(load, async (c) => c.json(await loadQueue(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200));
}
