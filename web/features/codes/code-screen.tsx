/**
 * /c/:code (product.md#r131): what a label's QR code opens, and where "Go to code" lands. The potter's record opens in
 * its place (the address is replaced, so Back does not come here again); a code that is not theirs says so, with the
 * field to try another.
 */
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { CODE_TEXTS as T } from "../../../contract/codes/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { isNetworkError } from "../../lib/api-error";
import { CODE_TARGET_PATHS, useCodeTarget } from "./codes-api";
import { GoToCode } from "./go-to-code";

export default function CodeScreen() {
  const code = useParams().code ?? "";
  const target = useCodeTarget(code);
  const navigate = useNavigate();
  useEffect(() => {
    if (target.data) void navigate(CODE_TARGET_PATHS[target.data.kind](target.data.id), { replace: true });
  }, [target.data, navigate]);

  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/pieces" label="Back to Pieces">
        Back
      </BackLink>
      {target.isError ? (
        <>
          <h1 className="text-xl font-semibold">{isNetworkError(target.error) ? T.notOnDevice : T.notFound}</h1>
          <p className="font-mono text-muted-foreground">{code}</p>
          <GoToCode id="code-screen-field" autoFocus />
        </>
      ) : (
        <p role="status" className="text-muted-foreground">
          {T.finding}
        </p>
      )}
    </PageContainer>
  );
}
