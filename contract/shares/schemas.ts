import { z } from "zod";

export * from "./texts";

/** A piece's public link. `url` is absolute (the server's public address). */
export const PieceShareSchema = z.object({
  url: z.string(),
  token: z.string(),
  showNotes: z.boolean(),
  createdAt: z.string(),
});
export type PieceShare = z.infer<typeof PieceShareSchema>;

/** GET answers the link, or null when the piece is not shared (a state, not a missing record). */
export const PieceShareStateSchema = z.object({ share: PieceShareSchema.nullable() });
export type PieceShareState = z.infer<typeof PieceShareStateSchema>;

export const CreateShareBodySchema = z.object({ showNotes: z.boolean().optional() }).strict();
export type CreateShareBody = z.infer<typeof CreateShareBodySchema>;

export const UpdateShareBodySchema = z.object({ showNotes: z.boolean() }).strict();
export type UpdateShareBody = z.infer<typeof UpdateShareBodySchema>;
