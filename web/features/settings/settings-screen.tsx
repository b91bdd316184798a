import { PlaceholderScreen } from "../../components/placeholder-screen";

/** Placeholder from the web shell; the owning engineer replaces this file. */
export default function SettingsScreen() {
  return <PlaceholderScreen title="Settings" subtitle="Customize your studio preferences, themes, and account settings" />;
}
