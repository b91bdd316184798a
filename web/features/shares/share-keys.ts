/** A piece's public link's query key. */
export const shareKeys = {
  piece: (pieceId: number) => ["shares", pieceId] as const,
};
