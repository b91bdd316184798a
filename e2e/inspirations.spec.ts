import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

interface Created {
  id: number;
  name: string;
}

async function createThroughApi(page: Page, body: Record<string, unknown>): Promise<Created> {
  const res = await page.request.post("/api/inspirations", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Created;
}

test.describe("inspirations", () => {
  test("a potter saves an inspiration with two sources and three tags and sees its card", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/inspiration");
    await expect(page.getByRole("heading", { name: "Inspiration", exact: true })).toBeVisible();
    await expect(page.getByText("No inspiration found")).toBeVisible();
    await expect(page.getByText("Let's save some inspiration for your future projects!")).toBeVisible();
    await page.getByRole("link", { name: "Add New" }).first().click();
    await expect(page).toHaveURL(/\/new-inspiration$/);

    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeDisabled();
    await page.getByPlaceholder("Enter inspiration name").fill("Celadon moon jars");
    await expect(save).toBeEnabled();

    const label = page.getByPlaceholder("Label (e.g., Website)");
    const url = page.getByPlaceholder("URL", { exact: true });
    await label.fill("Museum");
    await url.fill("https://museum.example.org/moon-jar");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await label.fill("Pinterest");
    await url.fill("pinterest.com/pin/123");
    await url.press("Enter");
    const sources = page.getByRole("list", { name: "Sources" });
    await expect(sources.getByRole("link", { name: /Museum/ })).toHaveAttribute("href", "https://museum.example.org/moon-jar");
    // Typed without a scheme: https:// is added.
    await expect(sources.getByRole("link", { name: /Pinterest/ })).toHaveAttribute("href", "https://pinterest.com/pin/123");
    await expect(sources.getByRole("link", { name: /Pinterest/ })).toHaveAttribute("target", "_blank");

    const tag = page.getByPlaceholder("Add a tag");
    await tag.fill("celadon");
    await tag.press("Enter");
    await tag.fill("porcelain");
    await page.getByRole("button", { name: "Add tag" }).click();
    await tag.fill("Celadon ");
    await expect(page.getByRole("button", { name: "Add tag" })).toBeDisabled();
    await tag.fill("wood-fired");
    await tag.press("Enter");
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(3);

    await page.getByPlaceholder("Add notes about this inspiration...").fill("Pale green pooling, see www.glazy.org/recipes/1 for a recipe");
    await save.click();

    await expect(page).toHaveURL(/\/inspiration$/);
    const card = page.getByTestId("inspiration-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: "Celadon moon jars" })).toBeVisible();
    // The first two tags inline, the third as a chip below the notes.
    await expect(card.getByRole("list", { name: "Tags", exact: true }).getByRole("listitem")).toHaveText(["celadon", "porcelain"]);
    await expect(card.getByRole("list", { name: "More tags" }).getByRole("listitem")).toHaveText(["wood-fired"]);
    await expect(card.getByText("CE", { exact: true })).toBeVisible();
    const noteLink = card.getByRole("link", { name: "www.glazy.org/recipes/1" });
    await expect(noteLink).toHaveAttribute("href", "https://www.glazy.org/recipes/1");
    await expect(noteLink).toHaveAttribute("rel", "noopener noreferrer");

    const stored = (await (await page.request.get("/api/inspirations")).json()) as { sources: unknown; tags: unknown }[];
    expect(stored[0]!.sources).toEqual([
      { text: "Museum", url: "https://museum.example.org/moon-jar" },
      { text: "Pinterest", url: "https://pinterest.com/pin/123" },
    ]);
    expect(stored[0]!.tags).toEqual(["celadon", "porcelain", "wood-fired"]);

    await card.getByRole("link", { name: "Celadon moon jars" }).click();
    await expect(page).toHaveURL(/\/inspiration\/edit\/\d+$/);
    await expect(page.getByRole("heading", { name: "Edit Inspiration" })).toBeVisible();
  });

  test("notes auto-save and survive a reload; a source is edited inline", async ({ page, signUp }) => {
    await signUp();
    const item = await createThroughApi(page, {
      name: "Shino tea bowls",
      sources: [{ text: "Blog", url: "https://blog.example.com/shino" }],
      tags: ["shino"],
    });
    await open(page, `/inspiration/edit/${item.id}`);
    await expect(page.getByRole("heading", { name: "Edit Inspiration" })).toBeVisible();
    const today = new Date();
    const created = `${String(today.getMonth() + 1).padStart(2, "0")}/${String(today.getDate()).padStart(2, "0")}/${today.getFullYear()}`;
    await expect(page.getByText(`Created: ${created}`)).toBeVisible();

    const notes = page.getByPlaceholder("Add notes about this inspiration...");
    await notes.fill("Crawl and carbon trap on the foot");
    // No blur: the 2 s debounce saves on its own.
    await expect(page.getByRole("status")).toHaveText("Saved", { timeout: 6_000 });

    await page.getByRole("button", { name: "Edit source Blog" }).click();
    await page.getByRole("textbox", { name: "Source label" }).fill("Shino blog");
    await page.getByRole("textbox", { name: "Source URL" }).fill("");
    await expect(page.getByRole("button", { name: "Confirm source" })).toBeDisabled();
    await page.getByRole("textbox", { name: "Source URL" }).fill("//shino.example.com/bowls");
    await page.getByRole("button", { name: "Confirm source" }).click();
    await expect(page.getByRole("link", { name: /Shino blog/ })).toHaveAttribute("href", "https://shino.example.com/bowls");
    await expect
      .poll(async () => ((await (await page.request.get(`/api/inspirations/${item.id}`)).json()) as { sources: unknown }).sources, {
        timeout: 6_000,
      })
      .toEqual([{ text: "Shino blog", url: "https://shino.example.com/bowls" }]);

    await page.reload();
    await expect(page.getByPlaceholder("Add notes about this inspiration...")).toHaveValue("Crawl and carbon trap on the foot");
    await expect(page.getByRole("link", { name: /Shino blog/ })).toHaveAttribute("href", "https://shino.example.com/bowls");
  });

  test("a potter duplicates an inspiration and deletes the copy", async ({ page, signUp }) => {
    await signUp();
    const item = await createThroughApi(page, { name: "Ash glaze", tags: ["ash", "wood"], notes: "Runs on verticals" });
    await open(page, `/inspiration/edit/${item.id}`);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();

    await expect(page).not.toHaveURL(new RegExp(`/inspiration/edit/${item.id}$`));
    await expect(page).toHaveURL(/\/inspiration\/edit\/\d+$/);
    await expect(page.getByPlaceholder("Enter inspiration name")).toHaveValue("Ash glaze (Copy)");
    await expect(page.getByPlaceholder("Add notes about this inspiration...")).toHaveValue("Runs on verticals");

    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
    await expect(
      dialog.getByText(
        'This will permanently delete "Ash glaze (Copy)" from your inspiration collection. This action cannot be undone.',
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page).toHaveURL(/\/inspiration$/);
    const cards = page.getByTestId("inspiration-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("link", { name: "Ash glaze", exact: true })).toBeVisible();
  });

  test("an unknown or invalid id shows its own message", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/inspiration/edit/abc");
    await expect(page.getByRole("heading", { name: "Invalid inspiration ID" })).toBeVisible();
    await expect(page.getByText("The inspiration ID in the URL is not valid.")).toBeVisible();
    await open(page, "/inspiration/edit/999999");
    await expect(page.getByRole("heading", { name: "Inspiration not found" })).toBeVisible();
    await expect(page.getByText("The inspiration you're looking for doesn't exist or has been deleted.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Inspiration" }).click();
    await expect(page).toHaveURL(/\/inspiration$/);
  });

  test("a potter links an inspiration to a piece through 'Select Inspirations', then removes it", async ({ page, signUp }) => {
    await signUp();
    const wanted = await createThroughApi(page, {
      name: "Moon jar",
      tags: ["Porcelain", "large", "white", "korean"],
      sources: [{ text: "Museum", url: "https://museum.example.org" }],
    });
    await createThroughApi(page, { name: "Raku fish", tags: ["raku"] });
    const pieceRes = await page.request.post("/api/pieces", { data: { name: "Big jar", type: "wheel", clayBody: "Stoneware" } });
    expect(pieceRes.status(), await pieceRes.text()).toBe(201);
    const piece = (await pieceRes.json()) as { id: number };

    await open(page, `/pieces/${piece.id}`);
    await page.getByRole("button", { name: "+ Add Inspiration" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Inspirations" });
    await expect(dialog.getByText("Moon jar")).toBeVisible();
    await expect(dialog.getByText("Raku fish")).toBeVisible();
    await expect(dialog.getByText("+2 more")).toBeVisible();
    // A tag, typed in another case.
    await dialog.getByRole("searchbox", { name: "Search inspirations" }).fill("PORCELAIN");
    await expect(dialog.getByText("Raku fish")).toHaveCount(0);
    await dialog.getByRole("checkbox", { name: "Moon jar" }).check();
    await dialog.getByRole("button", { name: "Done" }).click();

    const grid = page.getByRole("list", { name: "Linked inspirations" });
    await expect(grid.getByText("Moon jar")).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get(`/api/pieces/${piece.id}`)).json()) as { inspirationIds: number[] }).inspirationIds, {
        timeout: 8_000,
      })
      .toEqual([wanted.id]);

    await grid.getByRole("button", { name: "Moon jar", exact: true }).click();
    const details = page.getByRole("dialog", { name: "Moon jar" });
    await expect(details.getByRole("link", { name: /Museum/ })).toHaveAttribute("href", "https://museum.example.org");
    await details.getByRole("button", { name: "Close" }).click();

    await grid.getByRole("button", { name: "Remove Moon jar" }).click();
    await expect(page.getByRole("list", { name: "Linked inspirations" })).toHaveCount(0);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/pieces/${piece.id}`)).json()) as { inspirationIds: number[] }).inspirationIds, {
        timeout: 8_000,
      })
      .toEqual([]);
  });
});
