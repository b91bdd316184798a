import { useEffect } from "react";
import { useNavigate } from "react-router";
import { loadNativePlugins } from "../../lib/native/plugins";

/** On the native app: a tapped reminder opens its address in the app (the Today view). Renders nothing. */
export function DeviceReminderTaps() {
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void loadNativePlugins().then(({ notifications }) => {
      if (live) stop = notifications.onOpen((url) => navigate(url.startsWith("/") ? url : "/today"));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [navigate]);
  return null;
}
