import type { Material } from "./material";

/**
 * Colourants and opacifiers. Pure compounds carry the analysis of what they leave in the fired glaze (a carbonate its
 * oxide, a sulfate its oxide, cobalt oxide Co3O4 as CoO), the rest lost as LOI; rutile and Zircopax their producers'
 * typical analyses (product.md#r253).
 */
const STOICH = "Stoichiometry of the formula";

export const COLORANTS: readonly Material[] = [
  { key: "red-iron-oxide", name: "Red Iron Oxide", aliases: ["RIO", "Iron oxide", "Ferric oxide", "Iron oxide red", "Fe2O3"], family: "colorant", formula: "Fe2O3", analysis: { Fe2O3: 100 }, loi: 0, source: STOICH },
  { key: "black-iron-oxide", name: "Black Iron Oxide", aliases: ["BIO", "Magnetite", "Iron oxide black", "Fe3O4"], family: "colorant", formula: "FeO·Fe2O3", analysis: { FeO: 31.03, Fe2O3: 68.97 }, loi: 0, source: STOICH },
  { key: "yellow-iron-oxide", name: "Yellow Iron Oxide", aliases: ["YIO", "Goethite", "Iron oxide yellow"], family: "colorant", formula: "FeO(OH)", analysis: { Fe2O3: 89.86 }, loi: 10.14, source: STOICH },
  { key: "iron-sulfate", name: "Ferrous Sulfate", aliases: ["Iron sulfate", "Iron sulphate", "Copperas"], family: "colorant", formula: "FeSO4·7H2O", analysis: { Fe2O3: 28.72 }, loi: 71.28, source: STOICH },
  { key: "ilmenite", name: "Ilmenite (theoretical)", aliases: ["Ilmenite"], family: "colorant", formula: "FeO·TiO2", analysis: { FeO: 47.36, TiO2: 52.64 }, loi: 0, source: STOICH },
  { key: "iron-chromate", name: "Iron Chromate", aliases: ["Chromite"], family: "colorant", formula: "FeO·Cr2O3", analysis: { FeO: 32.1, Cr2O3: 67.9 }, loi: 0, source: STOICH },
  {
    key: "rutile",
    name: "Rutile",
    aliases: ["Rutile light", "Ceramic rutile", "Natural rutile"],
    family: "colorant",
    analysis: { TiO2: 90.0, Fe2O3: 10.0 },
    loi: 0.1,
    source: "Rutile as Digitalfire's reference library gives it, a simplification: ores carry up to 15% other minerals, mostly iron",
  },
  { key: "titanium-dioxide", name: "Titanium Dioxide", aliases: ["Titania", "TiO2", "Titanium"], family: "opacifier", formula: "TiO2", analysis: { TiO2: 100 }, loi: 0, source: STOICH },
  { key: "cobalt-carbonate", name: "Cobalt Carbonate", aliases: ["Cobalt carb", "CoCO3", "Cobalt"], family: "colorant", formula: "CoCO3", analysis: { CoO: 63.0 }, loi: 37.0, source: STOICH },
  { key: "cobalt-oxide", name: "Cobalt Oxide", aliases: ["Black cobalt oxide", "Co3O4"], family: "colorant", formula: "Co3O4", analysis: { CoO: 93.36 }, loi: 6.64, source: STOICH },
  { key: "cobalt-sulfate", name: "Cobalt Sulfate", aliases: ["Cobalt sulphate"], family: "colorant", formula: "CoSO4·7H2O", analysis: { CoO: 26.66 }, loi: 73.34, source: STOICH },
  { key: "copper-carbonate", name: "Copper Carbonate", aliases: ["Copper carb", "Basic copper carbonate", "Malachite"], family: "colorant", formula: "CuCO3·Cu(OH)2", analysis: { CuO: 71.95 }, loi: 28.05, source: STOICH },
  { key: "copper-oxide", name: "Copper Oxide (black)", aliases: ["Copper oxide", "Black copper oxide", "Cupric oxide", "CuO", "Copper"], family: "colorant", formula: "CuO", analysis: { CuO: 100 }, loi: 0, source: STOICH },
  { key: "copper-sulfate", name: "Copper Sulfate", aliases: ["Copper sulphate", "Blue vitriol"], family: "colorant", formula: "CuSO4·5H2O", analysis: { CuO: 31.86 }, loi: 68.14, source: STOICH },
  { key: "chrome-oxide", name: "Chrome Oxide", aliases: ["Chromium oxide", "Chrome", "Cr2O3", "Chrome oxide green"], family: "colorant", formula: "Cr2O3", analysis: { Cr2O3: 100 }, loi: 0, source: STOICH },
  { key: "potassium-dichromate", name: "Potassium Dichromate", aliases: ["Potassium bichromate"], family: "colorant", formula: "K2Cr2O7", analysis: { K2O: 32.02, Cr2O3: 51.67 }, loi: 16.32, source: STOICH },
  { key: "manganese-dioxide", name: "Manganese Dioxide", aliases: ["Manganese", "MnO2", "Manganese oxide"], family: "colorant", formula: "MnO2", analysis: { MnO2: 100 }, loi: 0, source: STOICH },
  { key: "manganese-carbonate", name: "Manganese Carbonate", aliases: ["Mang carb", "MnCO3"], family: "colorant", formula: "MnCO3", analysis: { MnO: 61.71 }, loi: 38.29, source: STOICH },
  { key: "nickel-oxide", name: "Nickel Oxide (green)", aliases: ["Nickel oxide", "NiO", "Nickel"], family: "colorant", formula: "NiO", analysis: { NiO: 100 }, loi: 0, source: STOICH },
  { key: "nickel-carbonate", name: "Nickel Carbonate", aliases: ["NiCO3"], family: "colorant", formula: "NiCO3", analysis: { NiO: 62.92 }, loi: 37.08, source: STOICH },
  { key: "vanadium-pentoxide", name: "Vanadium Pentoxide", aliases: ["Vanadium", "V2O5"], family: "colorant", formula: "V2O5", analysis: { V2O5: 100 }, loi: 0, source: STOICH },
  { key: "cerium-oxide", name: "Cerium Oxide", aliases: ["Ceria", "CeO2"], family: "opacifier", formula: "CeO2", analysis: { CeO2: 100 }, loi: 0, source: STOICH },
  { key: "antimony-oxide", name: "Antimony Oxide", aliases: ["Antimony trioxide", "Sb2O3"], family: "opacifier", formula: "Sb2O3", analysis: { Sb2O3: 100 }, loi: 0, source: STOICH },
  { key: "tin-oxide", name: "Tin Oxide", aliases: ["Tin", "Stannic oxide", "SnO2"], family: "opacifier", formula: "SnO2", analysis: { SnO2: 100 }, loi: 0, source: STOICH },
  {
    key: "zircopax",
    name: "Zircopax Plus",
    aliases: ["Zircopax", "Zirconium silicate", "Zircon", "Superpax", "Zircosil"],
    family: "opacifier",
    analysis: { ZrO2: 67.21, SiO2: 32.79 },
    loi: 0,
    source: "Zirconium silicate (zircon) as Digitalfire's reference library gives it for Zircopax and the other zircon opacifiers",
  },
  { key: "zircon-theoretical", name: "Zircon (theoretical)", aliases: ["Pure zircon"], family: "opacifier", formula: "ZrSiO4", analysis: { ZrO2: 67.22, SiO2: 32.78 }, loi: 0, source: STOICH },
  { key: "zirconium-oxide", name: "Zirconium Oxide", aliases: ["Zirconia", "ZrO2", "Zirconium dioxide"], family: "opacifier", formula: "ZrO2", analysis: { ZrO2: 100 }, loi: 0, source: STOICH },
];
