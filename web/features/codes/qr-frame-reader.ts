/** What reads QR codes from the camera's frames (decision 0148): the browser's detector or the WebAssembly one. */
export interface QrReader {
  /** The text of a QR code in the frame, or null when there is none. */
  read(source: HTMLVideoElement): Promise<string | null>;
}
