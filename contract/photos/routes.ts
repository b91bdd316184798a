import { withSchemas } from "../common/route-table";
import { PHOTOS_ENDPOINTS } from "./endpoints";
import { PhotoFileParamSchema, UploadAnswerSchema } from "./schemas";

export const PHOTOS_ROUTES = withSchemas(PHOTOS_ENDPOINTS, {
  upload: { body: "multipart", answer: UploadAnswerSchema, status: 201 },
  photo: { params: PhotoFileParamSchema, answer: "binary" },
});
