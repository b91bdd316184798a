import { PlaceholderScreen } from "../../components/placeholder-screen";

/** Placeholder from the web shell; the owning engineer replaces this file. */
export default function ResetPasswordScreen() {
  return <PlaceholderScreen title="Reset Password" />;
}
