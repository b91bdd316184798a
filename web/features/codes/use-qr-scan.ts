/**
 * The camera and the reading loop of "Scan a label" (product.md#r135): the back camera into a <video>, a frame read
 * every 120 ms, the first Claybook code found handed over once; the camera stops when scanning ends.
 */
import { useEffect, useRef, useState } from "react";
import { codeFromScan } from "../../../contract/codes/rules";
import { createQrReader } from "./qr-reader";

export type ScanState = "starting" | "scanning" | "not-a-label" | "no-camera" | "no-reader";

const FRAME_MS = 120;

export function useQrScan(active: boolean, onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>("starting");
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState("starting");

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error("no camera");
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch {
        if (!stopped) setState("no-camera");
        return;
      }
      if (stopped) return stop();
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      let reader;
      try {
        reader = await createQrReader();
      } catch {
        if (!stopped) setState("no-reader");
        return stop();
      }
      if (stopped) return;
      setState("scanning");
      const tick = async () => {
        if (stopped) return;
        const text = await reader.read(video).catch(() => null);
        if (stopped) return;
        if (text !== null) {
          const code = codeFromScan(text);
          if (code) {
            stop();
            found.current(code);
            return;
          }
          setState("not-a-label");
        }
        timer = setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    })();
    return stop;
  }, [active]);

  return { videoRef, state };
}
