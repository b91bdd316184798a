/**
 * Spec 000 §3, §4, §5 and D21: user preferences, the clay body and firing method display strings,
 * studio location rules, and the texts of the Settings screen. Shared by the server and the web.
 */
import { z } from "@hono/zod-openapi";
import { IsoDate } from "./common";

export const THEMES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeChoice = "system";

export const FORMING_METHODS = ["wheel", "handbuilt", "combination"] as const;
export type FormingMethod = (typeof FORMING_METHODS)[number];
export const DEFAULT_FORMING_METHOD: FormingMethod = "wheel";
export const FORMING_METHOD_LABELS: Record<FormingMethod, string> = {
  wheel: "Wheel Thrown",
  handbuilt: "Handbuilt",
  combination: "Combination",
};

export const KILN_TYPES = ["Electric", "Gas", "Wood", "Salt/Soda", "Raku", "Pit", "Anagama", "Other"] as const;
export type KilnType = (typeof KILN_TYPES)[number];
export const DEFAULT_KILN_TYPE: KilnType = "Electric";

/** Spec 000 §9 field lengths; the list bound is decision 0021. */
export const PREFERENCE_LIMITS = {
  clayBodyName: 50,
  brand: 50,
  location: 50,
  cone: 20,
  atmosphere: 30,
  listEntries: 100,
} as const;

/** The separator of display strings: 'name · brand', 'kilnType · cone · atmosphere'. */
export const SEPARATOR = " · ";
const SEPARATOR_CHAR = "·";

export const PREFERENCES_TEXTS = {
  notFound: "Preferences not found",
  invalidTheme: "Theme must be light, dark or system",
  clayBodyNameRequired: "Clay body name is required",
  clayBodyNameMax: "Clay body name must be 50 characters or less",
  brandMax: "Brand must be 50 characters or less",
  separatorNotAllowed: "Names cannot contain the · character",
  clayBodyDuplicate: "This clay body already exists",
  kilnTypeRequired: "Kiln type is required",
  kilnTypeInvalid: "Kiln type must be one of Electric, Gas, Wood, Salt/Soda, Raku, Pit, Anagama or Other",
  coneMax: "Cone must be 20 characters or less",
  atmosphereMax: "Atmosphere must be 30 characters or less",
  firingMethodDuplicate: "This firing method already exists",
  locationRequired: "Location name is required",
  locationMax: "Name must be less than 50 characters",
  locationInvalidChars: "Location name contains invalid characters",
  locationDuplicate: "This location already exists",
  defaultClayBodyUnknown: "Default clay body must be one of your clay bodies",
  formingMethodInvalid: "Forming method must be wheel, handbuilt or combination",
  tooManyEntries: "A list can hold at most 100 entries",
  valueTooLong: "Value must be 30 characters or less",
} as const;

/** Texts of the Settings screen (spec 000 §2). */
export const SETTINGS_TEXTS = {
  title: "Settings",
  subtitle: "Customize your studio preferences, themes, and account settings",
  save: "Save",
  saving: "Saving...",
  studioPreferences: "Studio Preferences",
  themeAppearance: "Theme & Appearance",
  billing: "Billing & Subscription",
  accountInfo: "Account Info",
  helpSupport: "Help & Support",
  clayBodies: "Clay Bodies",
  defaultClayBody: "Default Clay Body",
  selectClayBodiesFirst: "Select clay bodies above first",
  firingMethods: "Firing Methods",
  defaultFormingMethod: "Default Forming Method",
  studioLocations: "Studio Locations",
  noClayBodies: "No clay bodies added yet",
  noFiringMethods: "No firing methods added yet",
  noStudioLocations: "No studio locations added yet",
  addClayBody: "Add Clay Body",
  editClayBody: "Edit Clay Body",
  clayBodyName: "Clay Body Name",
  brandOptional: "Brand (optional)",
  addFiringMethod: "Add Firing Method",
  editFiringMethod: "Edit Firing Method",
  kilnType: "Kiln Type",
  coneOptional: "Cone (optional)",
  atmosphereOptional: "Atmosphere (optional)",
  addStudioLocation: "Add Studio Location",
  editStudioLocation: "Edit Studio Location",
  locationName: "Location Name",
  light: "Light",
  dark: "Dark",
  system: "System",
  logOut: "Log Out",
  loggingOut: "Logging out...",
  exportData: "Export my data",
  exporting: "Preparing export...",
  contactUs: "Contact Us",
} as const;

// ---------------------------------------------------------------------------------------------
// Display strings: built and parsed the same way on both sides (decision 0022).

export interface ClayBodyParts {
  name: string;
  brand: string;
}

export interface FiringMethodParts {
  kilnType: string;
  cone: string;
  atmosphere: string;
}

export function formatClayBody({ name, brand }: ClayBodyParts): string {
  const n = name.trim();
  const b = brand.trim();
  return b ? `${n}${SEPARATOR}${b}` : n;
}

/** 'name · brand' back into its parts; a string without the separator is a name alone. */
export function parseClayBody(value: string): ClayBodyParts {
  const at = value.indexOf(SEPARATOR_CHAR);
  if (at < 0) return { name: value.trim(), brand: "" };
  return { name: value.slice(0, at).trim(), brand: value.slice(at + 1).trim() };
}

export function formatFiringMethod({ kilnType, cone, atmosphere }: FiringMethodParts): string {
  return [kilnType, cone, atmosphere]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(SEPARATOR);
}

/** Cone numbers as potters write them: 6, 06, 10, 5.5, Cone 6, Δ6. */
const CONE_LIKE = /^(cone\s*|Δ\s*)?0?\d{1,2}(\.\d)?$/i;

/**
 * 'kilnType · cone · atmosphere' back into its parts. With only two parts the second is a cone when
 * it reads like one, else an atmosphere (the display format drops empty parts, decision 0022).
 */
export function parseFiringMethod(value: string): FiringMethodParts {
  const parts = value.split(SEPARATOR_CHAR).map((part) => part.trim());
  const [kilnType = "", second = "", ...rest] = parts;
  if (parts.length >= 3) return { kilnType, cone: second, atmosphere: rest.join(` ${SEPARATOR_CHAR} `) };
  if (!second) return { kilnType, cone: "", atmosphere: "" };
  return CONE_LIKE.test(second) ? { kilnType, cone: second, atmosphere: "" } : { kilnType, cone: "", atmosphere: second };
}

/** Curly apostrophes (iOS keyboards) count as the plain one allowed by D21. */
export function normalizeLocationName(value: string): string {
  return value.replace(/[\u2018\u2019]/g, "'").trim();
}

/** D21: the case-insensitive, trimmed comparison key of a location. */
export const locationKey = (value: string) => normalizeLocationName(value).toLowerCase();

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
export type ClayBodyForm = z.infer<typeof ClayBodyFormSchema>;

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
export type FiringMethodForm = z.infer<typeof FiringMethodFormSchema>;

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

export const ThemeSchema = z.enum(THEMES, { error: PREFERENCES_TEXTS.invalidTheme });
export const FormingMethodSchema = z.enum(FORMING_METHODS, { error: PREFERENCES_TEXTS.formingMethodInvalid });

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
  })
  .partial()
  .openapi("PreferencesPatch");
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
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .openapi("UserPreferences");
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** The browser download name of D24's export, e.g. claybook-export-2026-11-22.zip. */
export const exportFileName = (date: Date) => `claybook-export-${date.toISOString().slice(0, 10)}.zip`;
