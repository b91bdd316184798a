/**
 * /glaze-lab (product.md#r265): the potter's recipes (search, kind filter) and the materials library (search by name
 * or alias, add their own), reached from the Surfaces switch beside the Library and the test tiles.
 */
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { LibrarySwitch } from "../tiles/library-switch";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { MaterialsList } from "./materials-list";
import { RecipesList } from "./recipes-list";

type Tab = "recipes" | "materials";

export default function GlazeLabScreen() {
  const [search, setSearch] = useSearchParams();
  const [tab, setTab] = useState<Tab>(search.get("tab") === "materials" ? "materials" : "recipes");
  const choose = (next: string) => {
    setTab(next as Tab);
    setSearch(next === "materials" ? { tab: "materials" } : {}, { replace: true });
  };
  return (
    <PageContainer>
      <LibrarySwitch />
      <PageHeader
        title={T.heading}
        subtitle={T.subtitle}
        actions={
          <Button asChild className="min-h-11">
            <Link to="/glaze-lab/recipes/new">
              <Plus aria-hidden="true" />
              {T.newRecipe}
            </Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label={T.tabsLabel} className="mb-4 w-full">
          <TabsTrigger value="recipes" className="min-h-11">
            {T.recipesTab}
          </TabsTrigger>
          <TabsTrigger value="materials" className="min-h-11">
            {T.materialsTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="recipes">
          <RecipesList />
        </TabsContent>
        <TabsContent value="materials">
          <MaterialsList />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
