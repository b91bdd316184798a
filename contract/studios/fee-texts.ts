/** The fees statement's and tickets' texts (docs/decisions/0248-studio-fees-statement.md, 0249-studio-tickets.md), free of zod. */
const money = (amount: string | number, currency: string) => {
  const value = typeof amount === "string" ? Number(amount) : amount;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
};

export const FEE_TEXTS = {
  // Refusals.
  monthRequired: "Choose a month as YYYY-MM, e.g. 2026-11",
  monthInvalid: "Month must be written YYYY-MM, e.g. 2026-11",
  monthOutOfRange: "Choose a month from 1970-01 to 2999-12",
  requestIdsRequired: "Choose at least one firing request",
  requestIdsInvalid: "Request ids must be positive whole numbers",
  requestIdsDuplicate: "Each request can be chosen only once",
  tooManyTickets: (max: number) => `At most ${max.toLocaleString("en-US")} tickets at a time`,
  ticketLayoutInvalid: "Layout must be single-2x1, letter-30 or a4-24",
  requestNotFound: "Firing request not found",
  withdrawnTicket: (piece: string) => `${piece} was withdrawn from the queue, so it has no ticket`,
  noCode: (piece: string) => `${piece} has no code to print on its ticket`,
  // The fees section of a studio's page.
  section: "Fees",
  monthLabel: "Month",
  /** What a month's statement counts, said plainly on the screen. */
  rule: (timeZone: string) =>
    `Counts every piece sent to the studio's firings in this month, by the studio's clock (${timeZone}), at the fee fixed when it was sent. Withdrawn pieces are not charged; a piece lost in the kiln still is.`,
  ownOnly: "Your own pieces only.",
  empty: "No pieces sent to firings this month.",
  memberTotal: (name: string, total: string) => `${name}: ${total}`,
  pieces: (n: number) => (n === 1 ? "1 piece" : `${n} pieces`),
  grandTotal: "Total",
  download: "Download CSV",
  downloading: "Downloading...",
  downloaded: "Statement downloaded",
  loadFailed: "Could not load the statement. Please try again.",
  downloadFailed: "Could not download the statement. Please try again.",
  status: { requested: "On the shelf", loaded: "In the kiln", fired: "Fired" } as Record<string, string>,
  kinds: { bisque: "Bisque", glaze: "Glaze" } as Record<string, string>,
  // The CSV (one row per piece, then each member's total and the studio's).
  csvHeader: ["Month", "Member ID", "Member", "Date", "Piece code", "Piece", "Kind", "Cone", "Status", "Fee", "Currency"],
  csvMemberTotal: "Member total",
  csvGrandTotal: "Studio total",
  // Tickets.
  ticket: "Print ticket",
  tickets: (n: number) => (n === 1 ? "Print ticket" : `Print ${n} tickets`),
  ticketTitle: (n: number) => (n === 1 ? "Print a ticket" : `Print ${n} tickets`),
  ticketIntro: "A ticket goes on the shelf with the piece: its code and QR code (the staff scan it to load the piece), your first name, the firing, cone and fee.",
  ticketPrint: "Print",
  ticketMaking: "Making tickets...",
  ticketReady: "Tickets ready",
  ticketFailed: "Could not make the tickets. Please try again.",
  ticketOffline: "You are offline. Tickets need a connection.",
  pdfTitle: "Claybook firing tickets",
  noCone: "No cone given",
  money,
} as const;
