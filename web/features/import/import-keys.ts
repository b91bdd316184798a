/** The import area's query keys: a job followed while it runs (docs/decisions/0279-one-select-one-key-module.md). */
export const importKeys = {
  all: ["import"] as const,
  job: (id: number) => ["import", id] as const,
};
