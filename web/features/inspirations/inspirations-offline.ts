/**
 * What an inspiration change shows while it waits in the outbox (docs/decisions/0116-outbox.md): the record in the
 * cached list and detail.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { InspirationsRoutes } from "../../../contract/inspirations/routes";
import { resolveInspirationName } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import type { Inspiration } from "../../../contract/inspirations/schemas";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { inspirationKeys } from "./inspiration-keys";
import { userKeys } from "../auth/auth-keys";

const cached = (queryClient: QueryClient, id: number) =>
  queryClient.getQueryData<Inspiration>(inspirationKeys.detail(id)) ??
  queryClient.getQueryData<Inspiration[]>(inspirationKeys.list)?.find((item) => item.id === id);

function put(queryClient: QueryClient, record: Inspiration): void {
  queryClient.setQueryData(inspirationKeys.detail(record.id), record);
  queryClient.setQueryData<Inspiration[]>(inspirationKeys.list, (list) =>
    list?.some((item) => item.id === record.id) ? list.map((item) => (item.id === record.id ? record : item)) : [record, ...(list ?? [])],
  );
}

export const INSPIRATIONS_OFFLINE: OfflineCalls<InspirationsRoutes> = {
  create: {
    creates: true,
    label: ({ body }) => body.name,
    answer: ({ body }, { queryClient, tempId, now }) => {
      const imageUrls = body.imageUrls ?? [];
      const record: Inspiration = {
        id: tempId,
        userId: queryClient.getQueryData<{ id: number }>(userKeys.me)?.id ?? 0,
        name: resolveInspirationName(body.name, imageUrls.length) ?? "",
        imageUrls,
        thumbnailUrl: imageUrls[0] ?? null,
        sources: body.sources ?? [],
        tags: body.tags ?? [],
        notes: body.notes ?? null,
        createdAt: now,
        updatedAt: now,
      };
      put(queryClient, record);
      return record;
    },
  },
  update: {
    label: ({ params }, queryClient) => cached(queryClient, Number(params.id))?.name,
    answer: ({ params, body }, { queryClient, now }) => {
      const record = cached(queryClient, Number(params.id));
      if (!record) throw new Error("No copy of this inspiration on the device");
      const next: Inspiration = { ...record, ...(body as Partial<Inspiration>), updatedAt: now };
      next.thumbnailUrl = next.imageUrls[0] ?? null;
      put(queryClient, next);
      return next;
    },
  },
  remove: {
    label: ({ params }, queryClient) => cached(queryClient, Number(params.id))?.name,
    answer: ({ params }, { queryClient }) => {
      const id = Number(params.id);
      queryClient.setQueryData<Inspiration[]>(inspirationKeys.list, (list) => list?.filter((item) => item.id !== id));
      return { message: INSPIRATION_TEXTS.deleted };
    },
  },
};
