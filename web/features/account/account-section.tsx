import { LogOutIcon } from "lucide-react";
import type { User } from "../../../contract/auth/schemas";
import { SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { Button } from "../../components/ui/button";
import { DeleteAccountButton } from "./delete-account";
import { useLogout } from "../auth/auth-api";
import { ExportButton } from "./export-button";

function initials(user: User): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** product.md#r36 Account Info: initials avatar, name, e-mail, Log Out, Delete Account, and product.md#r24's export. */
export function AccountSection({ user }: { user: User }) {
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <div className="flex min-w-0 items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
        >
          {initials(user)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-base font-semibold">{fullName}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <ExportButton />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
          <LogOutIcon aria-hidden="true" />
          {logout.isPending ? SETTINGS_TEXTS.loggingOut : SETTINGS_TEXTS.logOut}
        </Button>
        <DeleteAccountButton />
      </div>
    </>
  );
}
