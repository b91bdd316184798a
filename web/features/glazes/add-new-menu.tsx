import { ChevronDown, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { SURFACE_TYPES } from "../../../contract/glazes/rules";
import { Button } from "../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";

/** The 'Add New' menu (product.md#r75): one entry per type, each to /glaze-library/new?type={type}. */
export function AddNewMenu({ label, variant = "default" }: { label: string; variant?: "default" | "outline" }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant}>
          <Plus aria-hidden="true" />
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {SURFACE_TYPES.map((type) => (
          <DropdownMenuItem key={type} onSelect={() => void navigate(`/glaze-library/new?type=${type}`)}>
            {type}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
