import { BookOpenIcon, LightbulbIcon, PaletteIcon, type LucideIcon } from "lucide-react";
import { PRODUCT_NAME } from "../../../contract/app/constants";
import { BrandMark } from "../../components/brand-mark";

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: BookOpenIcon, title: "Track all your projects", text: "Follow every piece from wet clay to final firing." },
  { icon: PaletteIcon, title: "Organize your glaze collection", text: "Keep glazes, slips, underglazes and oxides in one library." },
  { icon: LightbulbIcon, title: "Save inspirations", text: "Collect sketches, photos, textures and reference links." },
];

/** product.md#r36 auth side panel: what the product offers, next to the form. */
export function AuthSidePanel() {
  return (
    <aside className="flex flex-col justify-center gap-6 rounded-2xl bg-terracotta-dark p-6 text-clay-light sm:p-10 dark:bg-[#3a2a1f]">
      <div className="flex items-center gap-3">
        <BrandMark className="size-12 rounded-xl ring-2 ring-clay-light/40" />
        <div>
          <p className="text-2xl font-bold">{PRODUCT_NAME}</p>
          {/* Not the loading tagline: that text means "still starting" to potters (and to the browser tests). */}
          <p className="text-sm opacity-90">The studio tracker for potters</p>
        </div>
      </div>
      <ul className="grid gap-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-clay-light/15">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm opacity-90">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
