import { PlaceholderScreen } from "../../components/placeholder-screen";

/** Placeholder from the web shell; the owning engineer replaces this file. */
export default function InspirationListScreen() {
  return <PlaceholderScreen title="Inspiration" subtitle="Collect and organize ideas for future pieces — from sketches to photos, textures, and reference links." />;
}
