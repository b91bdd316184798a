/**
 * The unsubscribe page of a reminder digest (docs/decisions/0137-reminder-digest-mail.md), outside /api
 * because mail programs post `List-Unsubscribe=One-Click` as a form, not JSON. GET shows a confirmation with one
 * button (link scanners that open every link must not unsubscribe anyone); POST turns reminder e-mails off. The
 * signed token is the only credential and does nothing else.
 */
import type { Hono } from "hono";
import { html } from "hono/html";
import { REMINDER_TEXTS as T } from "../contract/reminders/texts";
import { unsubscribePath } from "../contract/reminders/rules";
import { verifyUnsubscribeToken } from "./auth/unsubscribe-token";
import type { AppEnv } from "./context";
import { stopReminderEmails } from "./services/reminders/reminders-settings";

const page = (body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Claybook</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{min-height:44px;padding:0 1rem;font:inherit}@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5f5f4}}</style>
</head><body>${body}</body></html>`;

export function registerUnsubscribePage(app: Hono<AppEnv>): void {
  app.get("/unsubscribe/:token", (c) => {
    const token = c.req.param("token");
    c.header("Cache-Control", "no-store");
    if (verifyUnsubscribeToken(c.get("deps").config.tokenSecret, token) === null) return c.html(page(html`<p>${T.unsubscribeInvalid}</p>`), 404);
    return c.html(
      page(html`<h1>${T.unsubscribeTitle}</h1>
<form method="post" action="${unsubscribePath(token)}"><button type="submit">${T.unsubscribeButton}</button></form>`),
    );
  });

  app.post("/unsubscribe/:token", async (c) => {
    const deps = c.get("deps");
    c.header("Cache-Control", "no-store");
    const userId = verifyUnsubscribeToken(deps.config.tokenSecret, c.req.param("token"));
    if (userId === null) return c.html(page(html`<p>${T.unsubscribeInvalid}</p>`), 404);
    await stopReminderEmails(deps, userId);
    return c.html(page(html`<p>${T.unsubscribeDone}</p>`));
  });
}
