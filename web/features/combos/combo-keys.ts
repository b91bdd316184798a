/** The saved surface combos' query keys: every one starts with "combos". */
export const comboKeys = {
  all: ["combos"] as const,
  list: ["combos", "list"] as const,
  detail: (id: number) => ["combos", "detail", id] as const,
  layers: (id: number) => ["combos", "layers", id] as const,
};
