import { possessive } from "./texts";

/** The firing queue's texts, as the potter reads them (docs/decisions/0231-firing-queue.md), free of zod. */
const SIZE_LABELS: Record<string, string> = { height: "height", width: "width", depth: "depth", clayWeight: "clay weight" };
const list = (items: readonly string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);
const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
};

export const REQUEST_TEXTS = {
  // Rules the server answers.
  idsInvalid: "Ids must be positive whole numbers",
  pieceIdsRequired: "Choose at least one piece",
  tooMany: (max: number) => `At most ${max} pieces at once`,
  kindInvalid: "Kind must be bisque or glaze",
  coneInvalid: "Choose a cone from the list",
  notesText: "Notes must be text",
  notesTooLong: (max: number) => `Notes must be ${max} characters or less`,
  layersConfirmedBoolean: "layersConfirmed must be true or false",
  checksConfirmedBoolean: "checksConfirmed must be true or false",
  codeInvalid: "Enter the code on the piece's ticket",
  nothingToLoad: "Choose requests or enter a ticket's code",
  pieceNotFound: "Piece not found",
  requestNotFound: "Firing request not found",
  firingNotFound: "Firing not found",
  missingSizes: (piece: string, fields: readonly string[]) =>
    `${piece} needs its ${list(fields.map((f) => SIZE_LABELS[f] ?? f))} for the studio's fee: add ${fields.length === 1 ? "it" : "them"} to the piece first`,
  layersNotConfirmed: "Confirm the pieces' glaze layers are recorded before sending them to a glaze firing",
  alreadyRequested: (piece: string) => `${piece} is already on a studio's shelf: withdraw that request first`,
  pieceEnded: (piece: string, fate: string) => `${piece} is marked ${fate}, so it cannot be sent to a firing`,
  samePieceTwice: "Each piece can be sent once",
  alreadyLoaded: "This piece is already loaded in a kiln: ask the studio's staff to take it out",
  alreadyFired: "This piece was already fired",
  notWaiting: (piece: string, status: string) => `${piece} is not waiting in the queue (${status})`,
  firingNotOpen: "Load pieces into a planned or loading firing",
  kindMismatch: (piece: string, kind: string, firingKind: string) => `${piece} was sent to a ${kind} firing; this is a ${firingKind} firing`,
  codeNotWaiting: (code: string) => `No piece with code ${code} is waiting in this studio's queue`,
  codeAmbiguous: (code: string, names: readonly string[]) => `Pieces of ${list(names)} have code ${code}: choose the right one in the list`,
  withdrawn: "Request withdrawn",
  // Send to firing (a piece's menu and My Pieces' select mode).
  send: "Send to firing",
  sendTitle: (n: number) => (n === 1 ? "Send to a studio firing" : `Send ${n} pieces to a studio firing`),
  studioLabel: "Studio",
  kindLabel: "Firing",
  kinds: { bisque: "Bisque", glaze: "Glaze" } as Record<string, string>,
  coneLabel: "Cone",
  coneAny: "No cone given",
  notesLabel: "Notes for the staff",
  notesPlaceholder: "e.g. fire on a cookie (optional)",
  layersConfirm: "I have recorded the glaze layers of these pieces",
  feeLabel: "Fee",
  feeTotal: (amount: number, currency: string) => `Fee: ${money(amount, currency)}`,
  feeEach: (amount: number, currency: string) => money(amount, currency),
  feeMissing: (fields: readonly string[]) => `Add its ${list(fields.map((f) => SIZE_LABELS[f] ?? f))} first`,
  feeLoading: "Working out the fee...",
  noStudio: "Join a studio in Settings ▸ Studio to send pieces to its firings.",
  sending: "Sending...",
  sent: (n: number, studio: string) => (n === 1 ? `Sent to ${possessive(studio)} queue` : `${n} pieces sent to ${possessive(studio)} queue`),
  undo: "Undo",
  undone: (n: number) => (n === 1 ? "Request withdrawn" : `${n} requests withdrawn`),
  printTickets: (n: number) => (n === 1 ? "Print ticket" : "Print tickets"),
  // A fee the member confirms (docs/decisions/0295-studio-fee-limits.md).
  overLimit: (piece: string, fee: string, limit: string) => `The fee for ${piece} is ${fee}, over the studio's limit of ${limit}`,
  tooLarge: (piece: string, largest: number) => `${piece} is larger than the studio's kilns take (${largest} in)`,
  confirmLarge: "Send anyway: I have checked the sizes and the fee",
  notConfirmed: (piece: string) => `${piece} needs confirming: its fee is over the studio's limit or it is larger than its kilns`,
  feeTooHigh: (piece: string) => `The fee for ${piece} would be over 1,000,000: check its sizes and the studio's fee rules`,
  // A piece already on a shelf is refused before its fee is shown (product.md#r242).
  onShelfAlready: (piece: string) => `${piece} is already on the shelf`,
  seeRequest: "See its request",
  sendSome: (n: number, left: number) => `Send ${n === 1 ? "1 piece" : `${n} pieces`} (${left} left out)`,
  cancel: "Cancel",
  sendFailed: "Could not send. Please try again.",
  // The member's requests.
  myRequests: "My firing requests",
  noRequests: "No pieces sent to this studio's firings yet.",
  status: { requested: "On the shelf", loaded: "In the kiln", fired: "Fired", withdrawn: "Withdrawn" } as Record<string, string>,
  outcome: (outcome: string) => `Came out: ${outcome}`,
  withdraw: "Withdraw",
  withdrawTitle: (piece: string) => `Withdraw ${piece}?`,
  withdrawBody: "The piece leaves the studio's queue and no fee is charged. Send it again any time.",
  money,
  // The staff's queue.
  queue: "Firing queue",
  queueOf: (studio: string) => `${possessive(studio)} queue`,
  queueEmpty: "No pieces waiting.",
  queueCount: (n: number) => (n === 1 ? "1 piece waiting" : `${n} pieces waiting`),
  filterKind: "Kind",
  filterCone: "Cone",
  all: "All",
  noCone: "No cone given",
  groupTitle: (kind: string, cone: string | null) => `${kind}${cone ? ` · Cone ${cone.replace(/^Cone\s*/i, "")}` : ""}`,
  selectAll: "Select all",
  showAllInGroup: (n: number) => `Show all ${n}`,
  showingOldest: (shown: number, n: number) => `Showing the oldest ${shown} of ${n}: Select all takes every one.`,
  selectPiece: (piece: string, member: string) => `Select ${piece} (${member})`,
  loadInto: "Load into",
  chooseFiring: "Choose a planned firing",
  noOpenFirings: "No planned or loading studio firing yet.",
  loadSelected: (n: number) => (n === 1 ? "Load 1 piece" : `Load ${n} pieces`),
  codeLabel: "Ticket code",
  codePlaceholder: "e.g. 26-0018",
  loadByCode: "Load by code",
  // A ticket's QR code read by the camera (product.md#r208, docs/decisions/0250-scan-tickets.md); with no camera the
  // dialog says so in the scanner's own words and takes the code typed.
  scanTicket: "Scan ticket",
  scanTicketTitle: "Scan a ticket",
  scanTicketHelp: "Hold the QR code on the piece's ticket in front of the camera.",
  scanTicketVideo: "Camera reading a ticket's QR code",
  scanNotATicket: "That QR code is not a Claybook ticket. Try another.",
  loaded: (n: number) => (n === 1 ? "1 piece loaded" : `${n} pieces loaded`),
  /** A piece as staff tell it apart (product.md#r228): its name, its member (first name, last initial), its code. */
  pieceLabel: (piece: string, member: string, code: string | null) => `${piece} (${[member, code].filter(Boolean).join(", ")})`,
  // The queue's address opened by a member (product.md#r227).
  queueForStaff: "The firing queue is for the studio's staff. Your pieces sent to a firing are on the studio's page.",
  openStudio: (studio: string) => `Open ${studio}`,
  loadFailed: "Could not load. Please try again.",
  // A load made with no connection waits in the outbox (decision 0231, product.md#r206).
  waitingToSend: "Waiting to send",
  loadSavedOnDevice: "Saved on this device: it is sent when the connection is back",
  loadLabel: (what: string[]) => `Loading ${what.join(", ")}`,
  moreRequests: (n: number) => (n === 1 ? "1 more piece" : `${n} more pieces`),
  sizeLine: (h: number | null, w: number | null, d: number | null) =>
    [h, w, d].some((v) => v !== null) ? `${h ?? "–"} × ${w ?? "–"} × ${d ?? "–"} in` : "",
  // Told when the studio fired a member's piece (the reminders' channels).
  firedGroup: "Back from the studio's kiln",
  firedNote: (studio: string, outcome: string) => `Fired at ${studio}: ${outcome.toLowerCase()}`,
} as const;
