/**
 * The photo calls (product.md#r120; product.md#r23). An upload goes one photo at a time with upload progress: XMLHttpRequest,
 * because fetch reports no upload progress. Its path comes from the route table and its headers and credentials
 * from the same place as every other API call. Photos are read by address (./photo-src.ts), not by a call.
 */
import { isErrorCode } from "../../../contract/common/errors";
import { IDEMPOTENCY_HEADER } from "../../../contract/common/idempotency";
import { PHOTOS_ENDPOINTS } from "../../../contract/photos/endpoints";
import { UPLOAD_FIELD } from "../../../contract/photos/rules";
import type { UploadAnswer, UploadedPhoto } from "../../../contract/photos/schemas";
import { prepareRawRequest } from "../../lib/api";
import { ApiError } from "../../lib/api-error";
import { API_TEXTS } from "../../lib/api-texts";
import { pathOf } from "../../lib/api-client";

/**
 * @param idempotencyKey a photo kept on the device is sent with its own key, so a retry after a lost answer is
 *   answered from the first upload (docs/decisions/0116-outbox.md)
 */
export async function uploadPhoto(
  file: Blob,
  name: string,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<UploadedPhoto> {
  const { method } = PHOTOS_ENDPOINTS.upload;
  const { url, headers, credentials } = await prepareRawRequest(method, pathOf(PHOTOS_ENDPOINTS.upload));
  if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = credentials === "include";
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = "text";
    // Slow mobile uplinks: a 10 MB original is compressed first, but allow two minutes per photo.
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(API_TEXTS.network, 0, { code: "NETWORK" }));
    xhr.ontimeout = () => reject(new ApiError(API_TEXTS.timeout, 0, { code: "TIMEOUT" }));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // Falls through to the status-line message below.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const first = (body as UploadAnswer | null)?.data?.[0];
        if (first) {
          onProgress?.(1);
          resolve(first);
        } else reject(new ApiError(API_TEXTS.invalidJson, xhr.status, { code: "INVALID_JSON" }));
        return;
      }
      const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
      reject(
        new ApiError(typeof message === "string" && message ? message : `${xhr.status} ${xhr.statusText}`.trim(), xhr.status, {
          code: isErrorCode(code) ? code : undefined,
        }),
      );
    };
    xhr.send(form);
  });
}
