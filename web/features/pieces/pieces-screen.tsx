import { PlaceholderScreen } from "../../components/placeholder-screen";

/** Placeholder from the web shell; the owning engineer replaces this file. */
export default function PiecesScreen() {
  return <PlaceholderScreen title="My Pieces" subtitle="Track and manage your pottery projects" />;
}
