import { useEffect, useRef } from "react";
import { useTheme } from "../../lib/theme/theme";
import { usePreferences } from "./preferences-api";

/**
 * Applies the theme saved on the server once a signed-in user's preferences arrive (product.md#r41), so a
 * choice made on another device wins over this device's cached one. The cached theme (theme-init.js)
 * still paints the first frame, so there is no flash while the preferences load.
 */
export function PreferencesThemeSync() {
  const { data } = usePreferences();
  const { setTheme } = useTheme();
  const applied = useRef<string | null>(null);
  const serverTheme = data?.theme;

  useEffect(() => {
    if (!serverTheme || applied.current === serverTheme) return;
    applied.current = serverTheme;
    setTheme(serverTheme);
  }, [serverTheme, setTheme]);

  return null;
}
