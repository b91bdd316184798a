export const layerKeys = {
  /** Every layer of the potter: the library's Apply tab offers only pieces without layers. */
  all: ["layers"] as const,
};
