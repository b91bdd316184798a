/**
 * Settings ▸ Account Info ▸ Delete Account and its 'Delete Account Permanently' dialog (D15).
 * Owned by the accounts issue; placeholder body.
 */
export function DeleteAccountButton() {
  return null;
}
