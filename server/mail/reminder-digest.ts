/**
 * The daily reminder digest (docs/decisions/0137-reminder-digest-mail.md): what became due, each piece
 * linked into the app, the Today view, and an unsubscribe link that works without sign-in. List-Unsubscribe with
 * List-Unsubscribe-Post (RFC 8058) lets the mail program offer one-click unsubscribe.
 */
import { REMINDER_GROUP_TITLES, REMINDER_TEXTS, reminderLine, reminderPath, reminderSubject, TODAY_PATH, unsubscribePath, type Reminder } from "../../contract/reminders/schemas";
import type { MailMessage } from "./mailer";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function reminderDigestMail(options: { to: string; appUrl: string; unsubscribeToken: string; items: readonly Reminder[] }): MailMessage {
  const { appUrl, items } = options;
  const today = `${appUrl}${TODAY_PATH}`;
  const unsubscribe = `${appUrl}${unsubscribePath(options.unsubscribeToken)}`;
  const lines = items.map((item) => ({
    text: reminderLine(item),
    group: REMINDER_GROUP_TITLES[item.kind],
    url: `${appUrl}${reminderPath(item)}`,
  }));
  const text = [
    REMINDER_TEXTS.digestIntro,
    "",
    ...lines.map((l) => `- ${l.text} (${l.group.toLowerCase()}): ${l.url}`),
    "",
    `${REMINDER_TEXTS.digestOpenToday}: ${today}`,
    "",
    `${REMINDER_TEXTS.digestUnsubscribe}: ${unsubscribe}`,
  ].join("\n");
  const html = `<p>${escape(REMINDER_TEXTS.digestIntro)}</p>
<ul>${lines.map((l) => `<li><a href="${escape(l.url)}">${escape(l.text)}</a> (${escape(l.group.toLowerCase())})</li>`).join("")}</ul>
<p><a href="${escape(today)}">${escape(REMINDER_TEXTS.digestOpenToday)}</a></p>
<p><a href="${escape(unsubscribe)}">${escape(REMINDER_TEXTS.digestUnsubscribe)}</a></p>`;
  return {
    to: options.to,
    subject: reminderSubject(items),
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
