import { Droplet, FlaskConical, Layers, Paintbrush, Waves, type LucideIcon } from "lucide-react";
import type { LibrarySection } from "../../../contract/glazes/rules";
import { cn } from "../../lib/utils";

const ICONS: Record<LibrarySection, LucideIcon> = {
  Glaze: Droplet,
  Slip: Waves,
  Underglaze: Paintbrush,
  Oxide: FlaskConical,
  SurfaceCombo: Layers,
};

interface SurfaceThumbProps {
  kind: LibrarySection;
  imageUrl?: string | null;
  color?: string | null;
  className?: string;
}

/** A library row's picture (product.md#r75): the first image, else the colour swatch, else the type icon. */
export function SurfaceThumb({ kind, imageUrl, color, className }: SurfaceThumbProps) {
  const box = cn("size-12 shrink-0 overflow-hidden rounded-md border", className);
  if (imageUrl) return <img src={imageUrl} alt="" loading="lazy" className={cn(box, "object-cover")} />;
  if (color) return <span data-testid="color-swatch" aria-hidden="true" className={box} style={{ backgroundColor: color }} />;
  const Icon = ICONS[kind];
  return (
    <span aria-hidden="true" className={cn(box, "flex items-center justify-center bg-muted text-muted-foreground")}>
      <Icon className="size-5" />
    </span>
  );
}
