/**
 * A potter's first day through the screens alone, from an empty account (no API call sets anything up): sign up on the
 * form, add a studio location in Settings, a glaze in the Surfaces library, a piece with a stage kept at that location
 * and the glaze as its layer, shared by a public link a visitor opens and found again by its code, an inspiration and
 * a kiln. Each area's own specs go deeper; this one proves the way in from nothing.
 */
import { chooseOption } from "./choose-option";
import { expect, open, PASSWORD, test, uniqueEmail } from "./fixtures";

test("a new potter signs up and sets up a location, a glaze, a glazed piece shared by link and opened by its code, an inspiration and a kiln through the screens", async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));

  // auth: the sign-up form.
  await open(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First Name").fill("Rosa");
  await form.getByLabel("Last Name").fill("Reyes");
  await form.getByLabel("Email").fill(uniqueEmail("rosa"));
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/pieces$/);

  // preferences: a studio location.
  await open(page, "/settings");
  await expect(page.getByText("No studio locations added yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Studio Location" }).click();
  const addLocation = page.getByRole("dialog", { name: "Add Studio Location" });
  await addLocation.getByLabel("Location Name").fill("Kiln Room");
  await addLocation.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("list", { name: "Studio Locations" }).getByText("Kiln Room")).toBeVisible();

  // glazes: the first surface treatment in the library.
  await open(page, "/glaze-library");
  await page.getByRole("button", { name: "Add Your First Treatment" }).click();
  await page.getByRole("menuitem", { name: "Glaze", exact: true }).click();
  await page.getByLabel("Name").fill("Floating Blue");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/glaze-library$/);
  await expect(page.getByText("Floating Blue").first()).toBeVisible();

  // pieces and stages: a piece bisqued, kept in the Kiln Room.
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill("Tall Slab Vase");
  await page.getByRole("checkbox", { name: "Bisqued" }).check();
  await chooseOption(page.getByRole("combobox", { name: "Bisqued location" }), "Kiln Room");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);

  // layers: the glaze on the piece.
  const treatments = page.getByRole("region", { name: /Surface Treatments/ });
  await treatments.getByRole("button", { name: "Add Treatment" }).click();
  const layer = page.getByRole("dialog");
  await chooseOption(layer.getByRole("combobox", { name: "Type" }), "Glaze");
  await chooseOption(layer.getByRole("combobox", { name: "Material" }), "Floating Blue");
  await chooseOption(layer.getByRole("combobox", { name: "Application Method" }), "Dipped");
  await layer.getByRole("button", { name: "Add Treatment" }).click();
  await expect(layer).toHaveCount(0);
  await expect(treatments.getByText(/Floating Blue/).first()).toBeVisible();

  // shares: a public link, opened by a visitor with no account.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share this piece" });
  await share.getByRole("button", { name: "Create link" }).click();
  await expect(share.getByLabel("Public link")).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const sharedPath = new URL(await share.getByLabel("Public link").inputValue()).pathname;
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(sharedPath);
  await expect(shared.getByRole("heading", { name: "Tall Slab Vase" })).toBeVisible();
  await expect(shared.getByText("By Rosa")).toBeVisible();
  await expect(shared.getByText(/Floating Blue \(glaze\)/)).toBeVisible();
  await visitor.close();
  await page.keyboard.press("Escape");
  await expect(share).toHaveCount(0);

  // The piece with its place on My Pieces; codes: its code, as the card shows it, typed into Go to code opens it.
  await page.getByRole("link", { name: "Back to Pieces" }).click();
  const card = page.getByRole("link", { name: /Tall Slab Vase/ });
  await expect(card).toBeVisible();
  await expect(page.getByText("Kiln Room").first()).toBeVisible();
  const code = (await card.getByText(/^\d{2}-\d{4}$/).textContent())!;
  await page.getByRole("textbox", { name: "Go to code" }).fill(code);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Tall Slab Vase");

  // inspirations: the first one saved.
  await open(page, "/inspiration");
  await page.getByRole("link", { name: "Add New" }).first().click();
  await page.getByPlaceholder("Enter inspiration name").fill("Celadon moon jars");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/inspiration$/);
  await expect(page.getByTestId("inspiration-card").getByRole("link", { name: "Celadon moon jars" })).toBeVisible();

  // firings: a gas kiln, its type chosen on the labelled select.
  await open(page, "/kilns");
  await page.getByLabel("Kiln name").fill("Big Skutt");
  await page.getByLabel("Type", { exact: true }).selectOption("Gas");
  await page.getByRole("button", { name: "Add kiln" }).click();
  await expect(page.getByRole("link", { name: /Big Skutt/ })).toBeVisible();
  await expect(page.getByText(/^Gas · /)).toBeVisible();
});
