/**
 * product.md#r44, product.md#r41, product.md#r46 and product.md#r21: user preferences schemas. The constants, display strings and location rules are in
 * ./rules.ts, the Settings texts in ./texts.ts (both re-exported here). Shared by the server and the web.
 */
import { z } from "zod";
import { MarkupSchema } from "../business/markup";
import { IsoDate } from "../common/schemas";
import {
  formatClayBody,
  formatFiringMethod,
  FORMING_METHODS,
  KILN_TYPES,
  locationKey,
  normalizeLocationName,
  parseClayBody,
  parseFiringMethod,
  PREFERENCE_LIMITS,
  RENAMEABLE_LISTS,
  SEPARATOR,
  SEPARATOR_CHAR,
  THEMES,
} from "./rules";
import { PREFERENCES_TEXTS } from "./texts";

export * from "./rules";
export * from "./texts";

// ---------------------------------------------------------------------------------------------
// Field schemas: the dialogs validate with these too, so the screen shows the server's messages.

const noSeparator = (value: string) => !value.includes(SEPARATOR_CHAR);

export const ClayBodyFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, PREFERENCES_TEXTS.clayBodyNameRequired)
    .max(PREFERENCE_LIMITS.clayBodyName, PREFERENCES_TEXTS.clayBodyNameMax)
    .refine(noSeparator, PREFERENCES_TEXTS.separatorNotAllowed),
  brand: z
    .string()
    .trim()
    .max(PREFERENCE_LIMITS.brand, PREFERENCES_TEXTS.brandMax)
    .refine(noSeparator, PREFERENCES_TEXTS.separatorNotAllowed),
});

export const FiringMethodFormSchema = z.object({
  kilnType: z.enum(KILN_TYPES, { error: PREFERENCES_TEXTS.kilnTypeInvalid }),
  cone: z
    .string()
    .trim()
    .max(PREFERENCE_LIMITS.cone, PREFERENCES_TEXTS.coneMax)
    .refine(noSeparator, PREFERENCES_TEXTS.separatorNotAllowed),
  atmosphere: z
    .string()
    .trim()
    .max(PREFERENCE_LIMITS.atmosphere, PREFERENCES_TEXTS.atmosphereMax)
    .refine(noSeparator, PREFERENCES_TEXTS.separatorNotAllowed),
});

export const LocationNameSchema = z
  .string({ error: PREFERENCES_TEXTS.locationRequired })
  .transform(normalizeLocationName)
  .pipe(
    z
      .string()
      .min(1, PREFERENCES_TEXTS.locationRequired)
      .max(PREFERENCE_LIMITS.location, PREFERENCES_TEXTS.locationMax)
      .regex(/^[\p{L}\p{M}\p{Nd} _&'().-]+$/u, PREFERENCES_TEXTS.locationInvalidChars),
  );

/** Adds one issue per duplicate entry, at that entry's index. */
function refineUnique(key: (value: string) => string, message: string) {
  return (list: string[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((value, index) => {
      const k = key(value);
      if (seen.has(k)) ctx.addIssue({ code: "custom", message, path: [index] });
      seen.add(k);
    });
  };
}

/** A stored clay body string: validated part by part, answered in its canonical form. */
const ClayBodyEntrySchema = z
  .string({ error: PREFERENCES_TEXTS.clayBodyNameRequired })
  .max(PREFERENCE_LIMITS.clayBodyName + PREFERENCE_LIMITS.brand + SEPARATOR.length + 20, PREFERENCES_TEXTS.clayBodyNameMax)
  .transform((value, ctx) => {
    const parsed = ClayBodyFormSchema.safeParse(parseClayBody(value));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    return formatClayBody(parsed.data);
  });

const FiringMethodEntrySchema = z
  .string({ error: PREFERENCES_TEXTS.kilnTypeRequired })
  .max(PREFERENCE_LIMITS.cone + PREFERENCE_LIMITS.atmosphere + 40, PREFERENCES_TEXTS.atmosphereMax)
  .transform((value, ctx) => {
    const parts = parseFiringMethod(value);
    if (!parts.kilnType) {
      ctx.addIssue({ code: "custom", message: PREFERENCES_TEXTS.kilnTypeRequired });
      return z.NEVER;
    }
    if (value.split(SEPARATOR_CHAR).length > 3) {
      ctx.addIssue({ code: "custom", message: PREFERENCES_TEXTS.separatorNotAllowed });
      return z.NEVER;
    }
    const parsed = FiringMethodFormSchema.safeParse(parts);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    return formatFiringMethod(parsed.data);
  });

const list = <T extends z.ZodType<string, string>>(entry: T) =>
  z.array(entry).max(PREFERENCE_LIMITS.listEntries, PREFERENCES_TEXTS.tooManyEntries);

const shortValue = z.string().trim().max(PREFERENCE_LIMITS.atmosphere, PREFERENCES_TEXTS.valueTooLong);

const ThemeSchema = z.enum(THEMES, { error: PREFERENCES_TEXTS.invalidTheme });
const FormingMethodSchema = z.enum(FORMING_METHODS, { error: PREFERENCES_TEXTS.formingMethodInvalid });

const renameName = z
  .string({ error: PREFERENCES_TEXTS.renameNameRequired })
  .trim()
  .min(1, PREFERENCES_TEXTS.renameNameRequired)
  .max(PREFERENCE_LIMITS.clayBodyName + PREFERENCE_LIMITS.brand + SEPARATOR.length, PREFERENCES_TEXTS.renameUnknown);

/**
 * One entry of a list renamed in the same PATCH (product.md#r153): `from` is in the stored list, `to` in the list
 * sent. The server renames it on the potter's records in the same transaction.
 */
const RenameSchema = z.object({
  list: z.enum(RENAMEABLE_LISTS, { error: PREFERENCES_TEXTS.renameListInvalid }),
  from: renameName,
  to: renameName,
});

/**
 * PATCH /api/user-preferences: any subset of the fields; lists are sent whole. The rule that the
 * default clay body is one of the clay bodies is checked against the stored lists by the server.
 */
export const PreferencesPatchSchema = z
  .object({
    theme: ThemeSchema,
    clayBodies: list(ClayBodyEntrySchema).superRefine(refineUnique((v) => v.toLowerCase(), PREFERENCES_TEXTS.clayBodyDuplicate)),
    defaultClayBody: z
      .string()
      .max(PREFERENCE_LIMITS.clayBodyName + PREFERENCE_LIMITS.brand + SEPARATOR.length, PREFERENCES_TEXTS.defaultClayBodyUnknown)
      .transform((value) => value.trim())
      .nullable(),
    firingMethods: list(FiringMethodEntrySchema).superRefine(
      refineUnique((v) => v.toLowerCase(), PREFERENCES_TEXTS.firingMethodDuplicate),
    ),
    studioLocations: list(LocationNameSchema).superRefine(refineUnique(locationKey, PREFERENCES_TEXTS.locationDuplicate)),
    defaultFormingMethod: FormingMethodSchema.nullable(),
    defaultFiringCone: shortValue.nullable(),
    firingCones: list(shortValue),
    defaultFiringAtmosphere: shortValue.nullable(),
    firingAtmospheres: list(shortValue),
    showAllOptions: z.boolean(),
    /** The currency of the potter's prices, costs and sales (product.md#r268), an ISO 4217 code. */
    currency: z
      .string({ error: PREFERENCES_TEXTS.currencyInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, PREFERENCES_TEXTS.currencyInvalid),
    /** A suggested price's markup over a piece's cost, "2.5" (product.md#r293); stored in hundredths. */
    markup: MarkupSchema,
    rename: RenameSchema,
    /**
     * The potter confirmed a change to a currency with other decimals: every amount keeps the number it reads
     * (product.md#r295). Without it such a change answers 409 with what it would do.
     */
    keepAmounts: z.boolean({ error: PREFERENCES_TEXTS.keepAmountsInvalid }),
  })
  .partial();
export type PreferencesPatch = z.input<typeof PreferencesPatchSchema>;
export type PreferencesPatchParsed = z.output<typeof PreferencesPatchSchema>;

export const UserPreferencesSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    theme: ThemeSchema,
    defaultClayBody: z.string().nullable(),
    clayBodies: z.array(z.string()),
    firingMethods: z.array(z.string()),
    studioLocations: z.array(z.string()),
    defaultFormingMethod: FormingMethodSchema.nullable(),
    defaultFiringCone: z.string().nullable(),
    firingCones: z.array(z.string()),
    defaultFiringAtmosphere: z.string().nullable(),
    firingAtmospheres: z.array(z.string()),
    showAllOptions: z.boolean(),
    /** The currency of the potter's prices and sales (product.md#r268); an export made before it was kept reads as USD. */
    currency: z.string().default("USD"),
    /** The markup of a suggested price (product.md#r293); an export made before it was kept reads as 2.5. */
    markup: z.string().default("2.5"),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  });
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;
