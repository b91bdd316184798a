import type { User } from "../../../contract/auth/schemas";
import { DeleteAccountButton } from "./delete-account";
import { LogOutButton } from "./log-out-button";
import { ExportButton } from "./export-button";
import { ImportData } from "./import-data";

function initials(user: User): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** product.md#r36 Account Info: initials avatar, name, e-mail, Log Out, Delete Account, and product.md#r24's export. */
/** `logOut` false where the screen shows Log Out on its own (Settings keeps it in sight at the bottom). */
export function AccountSection({ user, logOut = true }: { user: User; logOut?: boolean }) {
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
      <ImportData userId={user.id} />
      <div className="flex flex-wrap gap-2">
        {logOut ? <LogOutButton /> : null}
        <DeleteAccountButton />
      </div>
    </>
  );
}
