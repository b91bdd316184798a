import type { Material } from "./material";

/** Frits, with the oxide analyses their makers publish (product.md#r253). Frits carry no LOI. */
export const FRITS: readonly Material[] = [
  {
    key: "ferro-frit-3134",
    name: "Ferro Frit 3134",
    aliases: ["Frit 3134", "F3134", "3134", "Ferro 3134", "Fusion F-2"],
    family: "frit",
    analysis: { SiO2: 46.5, B2O3: 23.1, CaO: 20.1, Na2O: 10.3 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3134 data sheet",
  },
  {
    key: "ferro-frit-3124",
    name: "Ferro Frit 3124",
    aliases: ["Frit 3124", "F3124", "3124", "Ferro 3124", "Fusion F-12"],
    family: "frit",
    analysis: { SiO2: 55.5, Al2O3: 9.8, B2O3: 13.6, CaO: 14.1, Na2O: 6.3, K2O: 0.7 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3124 data sheet",
  },
  {
    key: "ferro-frit-3195",
    name: "Ferro Frit 3195",
    aliases: ["Frit 3195", "F3195", "3195", "Ferro 3195", "Fusion F-19"],
    family: "frit",
    analysis: { SiO2: 47.6, Al2O3: 12.0, B2O3: 23.0, CaO: 11.3, Na2O: 6.1 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3195 data sheet",
  },
  {
    key: "ferro-frit-3110",
    name: "Ferro Frit 3110",
    aliases: ["Frit 3110", "F3110", "3110", "Ferro 3110", "Fusion F-75"],
    family: "frit",
    analysis: { SiO2: 69.6, Al2O3: 3.7, B2O3: 2.6, CaO: 6.3, Na2O: 15.3, K2O: 2.5 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3110 data sheet",
  },
  {
    key: "ferro-frit-3249",
    name: "Ferro Frit 3249",
    aliases: ["Frit 3249", "F3249", "3249", "Ferro 3249", "Magnesium borate frit"],
    family: "frit",
    analysis: { SiO2: 46.9, Al2O3: 9.6, B2O3: 28.4, MgO: 13.7, Na2O: 1.4 },
    loi: 0,
    source: "Ferro (Vibrantz), Frit 3249 data sheet",
  },
];
