import { PlaceholderScreen } from "../../components/placeholder-screen";

/** Placeholder from the web shell; the owning engineer replaces this file. */
export default function ForgotPasswordScreen() {
  return <PlaceholderScreen title="Forgot Password" />;
}
