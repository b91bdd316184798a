/**
 * POST /api/uploads (multipart, field `files`) and GET /api/photos/{file} (product.md#r23).
 * Photo addresses are capabilities: reading one needs no session (decision 0062).
 */
import type { HonoRequest } from "hono";
import { PHOTOS_ROUTES } from "../../contract/photos/routes";
import { UPLOAD_FIELD } from "../../contract/photos/rules";
import { PHOTO_TEXTS } from "../../contract/photos/texts";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { AppError } from "../errors";
import { apiRoute } from "../http/api-route";
import { readPhoto, uploadPhotos, type IncomingFile } from "../services/photos/photos";

const upload = apiRoute(PHOTOS_ROUTES.upload, {
  access: "content",
  tags: ["Photos"],
  summary: "Upload photos",
  description:
    "Multipart form with one or more images in the field `files` (JPEG, PNG, WebP, HEIC/HEIF). " +
    "Each is checked from its bytes, limited to 10 MB, 50 megapixels and the memory its decoding needs, turned upright, stripped of metadata and " +
    "re-encoded as JPEG inside 1200×1200 with a ~400 px thumbnail. All files are stored, or none.",
  answerDescription: "One { url } per file, in the order sent",
  errors: [400, 413, 503],
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          // Deliberately not a zod schema: the route reads the files itself, so every bad body (none, wrong
          // field, not multipart) gets the photo texts instead of a generic validator message.
          schema: {
            type: "object",
            required: [UPLOAD_FIELD],
            properties: {
              [UPLOAD_FIELD]: { type: "array", items: { type: "string", format: "binary" }, description: "One or more images" },
            },
          },
        },
      },
    },
  },
});

const photo = apiRoute(PHOTOS_ROUTES.photo, {
  access: "public",
  tags: ["Photos"],
  summary: "A stored photo or its thumbnail (`<key>.thumb.jpg`)",
  errors: [404, 503],
  responses: {
    200: { description: "The image", content: { "image/jpeg": { schema: { type: "string", format: "binary" } } } },
    304: { description: "Not modified" },
  },
});

/** Reads the multipart body ourselves: the messages must name the field and each file. */
async function readFiles(req: HonoRequest): Promise<IncomingFile[]> {
  const type = req.header("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("multipart/form-data")) throw AppError.badRequest(PHOTO_TEXTS.notMultipart);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw AppError.badRequest(PHOTO_TEXTS.notMultipart);
  }
  const entries = [...form.getAll(UPLOAD_FIELD), ...form.getAll(`${UPLOAD_FIELD}[]`)];
  const files: IncomingFile[] = [];
  for (const entry of entries) {
    if (typeof entry === "string") throw AppError.badRequest(PHOTO_TEXTS.noFiles, { files: PHOTO_TEXTS.noFiles });
    files.push({ name: entry.name || "photo", bytes: Buffer.from(await entry.arrayBuffer()) });
  }
  return files;
}

export function registerPhotosRoutes(app: ApiApp): void {
  app.openapi(
    upload,
    // The multipart body is read in readFiles, not by the route validator.
    async (c) => {
      const user = currentUser(c);
      const files = await readFiles(c.req);
      const data = await uploadPhotos(c.get("deps"), user.id, files);
      return c.json({ data }, 201);
    },
  );

  app.openapi(photo, async (c) => {
    const { file } = c.req.valid("param");
    const etag = `"${file}"`;
    const found = await readPhoto(c.get("deps"), file);
    if (!found) throw AppError.notFound();
    const headers = {
      "Content-Type": found.contentType,
      "X-Content-Type-Options": "nosniff",
      // The address changes whenever the content would: the browser may keep it forever. Private: a shared cache
      // must not hold a potter's photo, or it could still serve it after the potter deleted it.
      "Cache-Control": "private, max-age=31536000, immutable",
      ETag: etag,
    };
    if (c.req.header("if-none-match") === etag) {
      await found.body.cancel();
      return c.body(null, 304, headers);
    }
    return c.body(found.body, 200, { ...headers, "Content-Length": String(found.size) });
  });
}
