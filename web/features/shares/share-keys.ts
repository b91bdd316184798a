/** A piece's and a recipe's public link's query keys. */
export const shareKeys = {
  piece: (pieceId: number) => ["shares", pieceId] as const,
  recipe: (recipeId: number) => ["shares", "recipe", recipeId] as const,
};
