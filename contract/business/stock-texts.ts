/**
 * What the potter reads about glaze materials bought, used and to buy (product.md#r291, product.md#r292): the API's
 * messages, the stock's explanations and the screens' labels.
 */
export const STOCK_TEXTS = {
  purchaseNotFound: "Purchase not found",
  mixNotFound: "Mix log not found",
  mixDeleted: "Mix log deleted",
  purchaseDeleted: "Purchase deleted",
  quantityInvalid: "Quantity must be a number greater than 0",
  levelInvalid: "Reorder level must be a number greater than 0, or empty to clear it",
  unitInvalid: "Choose a unit: g, kg, oz or lb",
  levelSet: "Reorder level saved",
  /** "12.5 lb on hand: 3 purchases, 1 mix log" */
  stockExplained: (onHand: string, unit: string, purchases: number, mixes: number) =>
    `${onHand} ${unit} on hand: ${purchases} ${purchases === 1 ? "purchase" : "purchases"}, ${mixes} ${mixes === 1 ? "mix log" : "mix logs"}`,
  /** "$0.50 per lb on average" */
  averageExplained: (price: string, unit: string) => `${price} per ${unit} on average`,
  noPurchases: "No purchases yet",
  // Screens.
  stockTitle: "Materials stock",
  stockHelp: "What you bought and what your mix logs used. A material under its reorder level goes on the shopping list.",
  stockEmpty: "No purchases yet. Record what you buy to see your stock.",
  recordPurchase: "Record purchase",
  purchases: "Purchases",
  material: "Material",
  date: "Date",
  quantity: "Quantity",
  unit: "Unit",
  totalPaid: "Total paid",
  supplier: "Supplier",
  notes: "Notes",
  save: "Save purchase",
  remove: "Remove",
  onHand: "On hand",
  average: "Average price",
  reorderLevel: "Reorder level",
  saveLevel: "Save level",
  setLevel: (name: string) => `Reorder level for ${name}`,
  below: "Below its level",
  shoppingList: "Shopping list",
  shoppingEmpty: "Nothing to buy: every material is at or above its reorder level.",
  /** "Buy 10 lb (about $5.00)" */
  toBuy: (amount: string, unit: string, estimate: string | null) => `Buy ${amount} ${unit}${estimate ? ` (about ${estimate})` : ""}`,
  shoppingLine: (onHand: string, level: string, unit: string) => `${onHand} ${unit} on hand, level ${level} ${unit}`,
  lastSupplier: (supplier: string) => `Last bought from ${supplier}`,
  shoppingTotal: (estimate: string) => `About ${estimate} in all`,
  /** A purchase kept on the device, named in the message when the server later refuses it. */
  purchaseLabel: (quantity: number, unit: string, material: string | null) => `Purchase of ${quantity} ${unit} of ${material ?? "a material"}`,
  purchaseLine: (quantity: string, unit: string, total: string, supplier: string | null) => `${quantity} ${unit} for ${total}${supplier ? ` from ${supplier}` : ""}`,
  deleteMix: "Delete mix log",
  // Settings ▸ Prices: the markup (product.md#r293).
  markup: "Markup for suggested prices",
  markupHelp: "A piece's suggested price is its cost × this number.",
  saveMarkup: "Save markup",
  markupSaved: "Markup saved",
} as const;
