/**
 * Reads a file the device handed the WebView (a camera photo's `webPath`). This is a local read, never an API call;
 * it lives in web/lib because only web/lib and the API modules may call fetch (tests/architecture.test.ts).
 */
export async function readLocalFile(webPath: string): Promise<Blob> {
  return (await fetch(webPath)).blob();
}
