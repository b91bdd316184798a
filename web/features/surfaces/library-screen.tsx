import { PlaceholderScreen } from "../../components/placeholder-screen";

/** Placeholder from the web shell; the owning engineer replaces this file. */
export default function LibraryScreen() {
  return <PlaceholderScreen title="Surfaces Library" subtitle="Manage your glazes, slips, underglazes, and oxides" />;
}
