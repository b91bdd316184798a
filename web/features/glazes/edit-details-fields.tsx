import type { Glaze } from "../../../contract/glazes/schemas";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { COLOR_TYPES, IMAGE_TYPES, MAX_SURFACE_PHOTOS } from "../../../contract/glazes/rules";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { PhotoStrip } from "../photos/photo-strip";
import { ColorField } from "./color-field";
import { ComboLayersEditor } from "./combo-layers-editor";
import { RecipeField } from "../glaze-lab/recipe-field";
import { ConeField, FinishField, NotesField } from "./surface-fields";

// Card titles are h2 here: the page's h1 is the treatment's name.
const CARD_TITLE = "text-lg leading-tight font-semibold";

export interface SurfaceForm {
  name: string;
  notes: string;
  temperature: string | null;
  finish: string | null;
  color: string | null;
  imageUrls: string[];
  baseLayerGlazeId: number | null;
  topLayerGlazeId: number | null;
  /** The glaze lab recipe in the bucket (product.md#r267); null: commercial. */
  recipeId: number | null;
}

interface EditDetailsFieldsProps {
  glaze: Glaze;
  form: SurfaceForm;
  library: Glaze[];
  onChange: (patch: Partial<SurfaceForm>) => void;
  onLayerChange: (side: "base" | "top", layer: Glaze) => void;
  onNotesBlur: () => void;
}

/** The 'Edit Details' tab (product.md#r75): layers for a combination, Glaze Details for a glaze, Notes otherwise. */
export function EditDetailsFields({ glaze, form, library, onChange, onLayerChange, onNotesBlur }: EditDetailsFieldsProps) {
  const isGlaze = glaze.type === "Glaze";
  const notes = <NotesField id="edit-notes" value={form.notes} onChange={(notes) => onChange({ notes })} onBlur={onNotesBlur} />;
  return (
    <div className="flex flex-col gap-5">
      {glaze.isCombo ? (
        <Card>
          <CardHeader>
            <h2 className={CARD_TITLE}>Combination Layers</h2>
          </CardHeader>
          <CardContent>
            <ComboLayersEditor
              baseId={form.baseLayerGlazeId}
              topId={form.topLayerGlazeId}
              library={library.filter((g) => g.id !== glaze.id)}
              name={form.name}
              onChange={onLayerChange}
            />
          </CardContent>
        </Card>
      ) : null}
      {IMAGE_TYPES.includes(glaze.type) ? (
        <PhotoStrip
          urls={form.imageUrls}
          max={MAX_SURFACE_PHOTOS}
          onChange={(imageUrls) => onChange({ imageUrls })}
          label="Surface treatment photos"
        />
      ) : null}
      {COLOR_TYPES.includes(glaze.type) ? <ColorField id="edit-color" value={form.color} onChange={(color) => onChange({ color })} /> : null}
      {glaze.isCombo || glaze.studioId !== null ? null : <RecipeField id="edit-recipe" value={form.recipeId} onChange={(recipeId) => onChange({ recipeId })} />}
      {isGlaze ? (
        <Card>
          <CardHeader>
            <h2 className={CARD_TITLE}>{GLAZE_TEXTS.glazeDetails}</h2>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <ConeField id="edit-cone" value={form.temperature} onChange={(temperature) => onChange({ temperature })} />
              {glaze.isCombo ? null : (
                <FinishField id="edit-finish" value={form.finish} onChange={(finish) => onChange({ finish })} />
              )}
            </div>
            {notes}
          </CardContent>
        </Card>
      ) : (
        notes
      )}
    </div>
  );
}
