import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import type { ThemeChoice } from "../../../contract/preferences/schemas";
import { THEMES } from "../../../contract/preferences/rules";
import { SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { useTheme } from "../../lib/theme/theme";
import { Button } from "../../components/ui/button";

const OPTIONS: Record<ThemeChoice, { label: string; icon: typeof SunIcon }> = {
  light: { label: SETTINGS_TEXTS.light, icon: SunIcon },
  dark: { label: SETTINGS_TEXTS.dark, icon: MoonIcon },
  system: { label: SETTINGS_TEXTS.system, icon: MonitorIcon },
};

interface ThemeSectionProps {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
}

/** Light, Dark and System buttons (product.md#r36); the choice applies at once and is saved on the server. */
export function ThemeSection({ value, onChange }: ThemeSectionProps) {
  const { setTheme } = useTheme();
  return (
    <div role="group" aria-label={SETTINGS_TEXTS.themeAppearance} className="grid grid-cols-3 gap-2">
      {THEMES.map((theme) => {
        const { label, icon: Icon } = OPTIONS[theme];
        const selected = value === theme;
        return (
          <Button
            key={theme}
            variant={selected ? "default" : "outline"}
            aria-pressed={selected}
            className="h-auto flex-col py-3"
            onClick={() => {
              setTheme(theme);
              onChange(theme);
            }}
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
