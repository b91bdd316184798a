/**
 * Picks an option of a Radix select, as a potter taps it. On a busy machine Radix can take the tap on the option as
 * the end of the press that opened the list and keep the list open (a run waited 2.5 minutes behind it), so the pick
 * is tried again until the list has closed; picking the same option twice is harmless. The list can also scroll
 * under the pointer (Radix scrolls while the pointer rests on its scroll arrow), so an exact pick is checked on the
 * trigger and tried again when a neighbour was taken instead ("Cone 9" for "Cone 10").
 */
import { expect, type Locator } from "@playwright/test";

export async function chooseOption(trigger: Locator, option: string | RegExp, exact = true): Promise<void> {
  const page = trigger.page();
  const listbox = page.getByRole("listbox");
  await expect(async () => {
    if (!(await listbox.isVisible())) await trigger.click({ timeout: 5_000 });
    await page.getByRole("option", { name: option, exact }).click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 2_000 });
    // An option such as "Add New" swaps the select for a text box: only a select still shown is checked.
    if (exact && (await trigger.isVisible())) await expect(trigger).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
