-- A surface's recipe (product.md#r260): glazes.recipe_id is a plain id in the Drizzle schema, because the glaze lab's
-- schema file imports the surfaces' neighbours and an import loop is refused; the key lives here. A deleted recipe
-- leaves the surface as it was, without a recipe.
ALTER TABLE "glazes" ADD CONSTRAINT "glazes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;
