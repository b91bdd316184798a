import type { Material } from "./material";

/** Frits, with the oxide analyses their makers publish (product.md#r253). Frits carry no LOI. */
export const FRITS: readonly Material[] = [
  {
    key: "ferro-frit-3134",
    name: "Ferro Frit 3134",
    aliases: ["Frit 3134", "F3134", "3134", "Ferro 3134", "Fusion F-2"],
    family: "frit",
    analysis: { SiO2: 46.51, B2O3: 23.09, CaO: 20.13, Na2O: 10.28 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3134 data sheet",
  },
  {
    key: "ferro-frit-3124",
    name: "Ferro Frit 3124",
    aliases: ["Frit 3124", "F3124", "3124", "Ferro 3124", "Fusion F-12"],
    family: "frit",
    analysis: { SiO2: 55.2, Al2O3: 9.9, B2O3: 13.8, CaO: 14.2, Na2O: 6.3, K2O: 0.7 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3124 data sheet (as Digitalfire's reference library reproduces it)",
  },
  {
    key: "ferro-frit-3195",
    name: "Ferro Frit 3195",
    aliases: ["Frit 3195", "F3195", "3195", "Ferro 3195", "Fusion F-19"],
    family: "frit",
    analysis: { SiO2: 48.35, Al2O3: 11.98, B2O3: 22.62, CaO: 11.36, Na2O: 5.69 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3195-2 data sheet (as Digitalfire's reference library reproduces it)",
  },
  {
    key: "ferro-frit-3110",
    name: "Ferro Frit 3110",
    aliases: ["Frit 3110", "F3110", "3110", "Ferro 3110", "Fusion F-75"],
    family: "frit",
    analysis: { SiO2: 69.77, Al2O3: 3.7, B2O3: 2.64, CaO: 6.29, Na2O: 15.24, K2O: 2.36 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3110-2 data sheet (as Digitalfire's reference library reproduces it)",
  },
  {
    key: "ferro-frit-3249",
    name: "Ferro Frit 3249",
    aliases: ["Frit 3249", "F3249", "3249", "Ferro 3249", "Magnesium borate frit"],
    family: "frit",
    analysis: { SiO2: 42.1, Al2O3: 13.3, B2O3: 28.9, MgO: 12.2, CaO: 3.5 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3249 data sheet (as Digitalfire's reference library reproduces it)",
  },
];
