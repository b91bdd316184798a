import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { afterFirstScreen } from "./app/first-screen";
import { seedFromPage } from "./app/page-bootstrap";
import { createQueryClient } from "./app/query-client";
import { prefetchForPage } from "./app/route-prefetch";
import { loadOfflineCalls } from "./lib/api-client";
import { userKeys } from "./features/auth/auth-keys";
import { preferencesKeys } from "./features/preferences/preferences-keys";
import { trialKeys } from "./features/trial/trial-keys";
import { installNativeShell } from "./lib/native/install";
import { uploadPhoto } from "./features/photos/photos-api";
import { loadLocalPhotos } from "./lib/offline/local-photos";
import { setOutboxQueryClient, setPhotoUpload } from "./lib/offline/outbox-runtime";
import { keepLocalCopy, restoreLocalCopy } from "./lib/offline/persisted-cache";
import { registerServiceWorker } from "./lib/offline/service-worker";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

// Start-up, in order: the native shell (API host, tokens), then the answers the served page carries, then the
// screen's data asked for while its code loads (decision 0105).
const queryClient = createQueryClient();
installNativeShell({ client: queryClient, userKey: userKeys.me, foregroundKeys: [trialKeys.status, userKeys.me, preferencesKeys.mine] });
seedFromPage(queryClient);
setOutboxQueryClient(queryClient);
setPhotoUpload((blob, name, key) => uploadPhoto(blob, name, undefined, key));

// The device's copy goes in before the first screen, so a start without a connection shows the potter's last known data
// (docs/decisions/0116-outbox.md); the page's own answers are newer and win. restoreLocalCopy says at once (before
// reading the device) whether the browser knows it is offline, so the screen's data is asked for right after it, while
// the device's copy is read: reading it never holds up the first answers (decision 0158), and hydrating it later keeps
// whatever is newer.
const restoring = Promise.all([restoreLocalCopy(queryClient), loadLocalPhotos()]);
prefetchForPage(queryClient);
void restoring.then(() => {
  keepLocalCopy(queryClient, userKeys.me);
  // A transition lets React render the first screen in short slices, keeping the main thread free for input
  // while the loader from index.html stays on screen.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  // The potter's data copied onto the device for offline use, in the background, and what a change shows while it waits for the connection:
  // their code loads once the first screen is drawn, never beside its own chunks (a change made before then waits
  // for its area's calls, web/lib/api-client.ts).
  afterFirstScreen(() => {
    // The service worker's install downloads every chunk for offline use: it waits for the first screen too.
    registerServiceWorker();
    void import("./app/device-copy-warmup").then((m) => m.startDeviceCopyWarmup(queryClient, userKeys.me));
    void loadOfflineCalls().catch(() => undefined);
  });
});
