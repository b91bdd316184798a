import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { Spinner } from "../../components/spinner";
import { resetLinkQueries } from "./auth-api";
import { AuthCardPage, BackToLogin, SuccessPanel } from "./auth-card-page";
import { FormAlert } from "./form-alert";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * /reset-password?email=..&token=.. (product.md#r36): the link is verified first, then New Password and
 * Confirm Password; success tells the potter to return to the app and sign in.
 */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  const hasLink = email !== "" && token !== "";
  const [done, setDone] = useState(false);

  const verify = useQuery({
    ...resetLinkQueries.check(email, token),
    enabled: hasLink && !done,
    // A link is checked once per visit; a used link must not be re-verified from cache as valid.
    gcTime: 0,
  });

  let body;
  if (done) {
    body = <SuccessPanel>{AUTH_TEXTS.resetSuccess}</SuccessPanel>;
  } else if (!hasLink) {
    body = <InvalidLink message={AUTH_TEXTS.resetMissingLink} />;
  } else if (verify.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center text-sm text-muted-foreground">
        <Spinner label="Verifying your reset link" />
        <p>Verifying your reset link...</p>
      </div>
    );
  } else if (verify.isError) {
    body = <FormAlert message={AUTH_TEXTS.resetVerifyFailed} />;
  } else if (!verify.data.valid) {
    body = <InvalidLink message={AUTH_TEXTS.resetInvalid} />;
  } else {
    body = <ResetPasswordForm email={email} token={token} onDone={() => setDone(true)} />;
  }

  return (
    <AuthCardPage title="Reset Password" description={!done && hasLink && verify.data?.valid ? `Choose a new password for ${email}.` : undefined}>
      {body}
      <BackToLogin />
    </AuthCardPage>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <FormAlert message={message} />
      <Link
        to="/forgot-password"
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        Request a new link
      </Link>
    </>
  );
}
