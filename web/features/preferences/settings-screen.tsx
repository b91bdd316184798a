import { BellIcon, CoinsIcon, CreditCardIcon, LifeBuoyIcon, PaletteIcon, SlidersHorizontalIcon, UserIcon, UsersIcon } from "lucide-react";
import { Suspense, useDeferredValue, useState, type ReactNode } from "react";
import type { User } from "../../../contract/auth/schemas";
import type { UserPreferences } from "../../../contract/preferences/schemas";
import { SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useUser } from "../auth/auth-queries";
import { LogOutButton } from "../account/log-out-button";
import { REMINDER_TEXTS } from "../../../contract/reminders/texts";
import { STUDIO_TEXTS } from "../../../contract/studios/texts";

const PRICES_TITLE = "Prices";
import { SettingsSection } from "./settings-section";
import { formFromPreferences, type SettingsForm, type SettingsPatch } from "./settings-form";
import { PreferencesSection } from "./preferences-section";
import { ThemeSection } from "./theme-section";
import { usePreferences, useSavePreferences } from "./preferences-api";
import { lazyPart } from "../../lib/lazy-part";
import { preloadAll, usePreloadWhenIdle } from "../../lib/preload";

// The sections that start closed load on their own (decision 0159): Settings paints with Studio Preferences and Theme
// only.
const reminders = lazyPart(() => import("../reminders/reminders-section").then((m) => m.RemindersSection));
const billing = lazyPart(() => import("../billing/billing-section").then((m) => m.BillingSection));
const account = lazyPart(() => import("../account/account-section").then((m) => m.AccountSection));
const help = lazyPart(() => import("./help-section").then((m) => m.HelpSection));
const studio = lazyPart(() => import("../studios/studio-section").then((m) => m.StudioSection));
const prices = lazyPart(() => import("../business/prices-section").then((m) => m.PricesSection));
const preloadClosedSections = preloadAll(reminders, studio, prices, billing, account, help);

/** A closed section's content while its code loads (it is usually loaded by then). */
function SectionPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="h-24 rounded-lg" />}>{children}</Suspense>;
}

/** product.md#r36 Settings: five collapsible sections under a header with Save. */
export default function SettingsScreen() {
  const { data: user } = useUser();
  const preferences = usePreferences({ create: true });
  // Five sections are a large render: deferred, React draws them in short slices (see piece-details-screen).
  const loaded = useDeferredValue(Boolean(preferences.data && user));

  if (loaded && preferences.data && user) return <SettingsContent user={user} initial={preferences.data} />;

  const failed = preferences.createError ?? (preferences.error && !preferences.missing ? preferences.error : null);
  return (
    <PageContainer>
      <PageHeader title={SETTINGS_TEXTS.title} subtitle={SETTINGS_TEXTS.subtitle} />
      {failed ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl border p-5">
          <p className="text-sm">{failed.message}</p>
          <Button variant="outline" onClick={() => (preferences.createError ? preferences.retryCreate() : void preferences.refetch())}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading settings">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      )}
    </PageContainer>
  );
}

function SettingsContent({ user, initial }: { user: User; initial: UserPreferences }) {
  // The form starts from the server once; later answers only refresh the shared cache, so a slow answer
  // never undoes an edit made after it was sent.
  const [form, setForm] = useState<SettingsForm>(() => formFromPreferences(initial));
  const { saveNow, saveAll, isPending } = useSavePreferences();
  usePreloadWhenIdle(preloadClosedSections);

  const change = (patch: SettingsPatch) => {
    const { rename: _rename, ...fields } = patch;
    setForm((current) => ({ ...current, ...fields }));
    saveNow(patch);
  };

  const saveWholeForm = async () => {
    try {
      await saveAll(form);
      toast({ title: "Settings saved" });
    } catch (error) {
      console.warn("Saving preferences failed", error);
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    }
  };

  return (
    <PageContainer>
      <PageHeader
        title={SETTINGS_TEXTS.title}
        subtitle={SETTINGS_TEXTS.subtitle}
        actions={
          <Button onClick={() => void saveWholeForm()} disabled={isPending}>
            {isPending ? SETTINGS_TEXTS.saving : SETTINGS_TEXTS.save}
          </Button>
        }
      />
      <div className="grid gap-4">
        <SettingsSection title={SETTINGS_TEXTS.studioPreferences} icon={SlidersHorizontalIcon} defaultOpen>
          <PreferencesSection form={form} onChange={change} />
        </SettingsSection>
        <SettingsSection title={SETTINGS_TEXTS.themeAppearance} icon={PaletteIcon} defaultOpen>
          <ThemeSection value={form.theme} onChange={(theme) => change({ theme })} />
        </SettingsSection>
        <SettingsSection title={REMINDER_TEXTS.settingsTitle} icon={BellIcon}>
          <SectionPart>
            <reminders.Part />
          </SectionPart>
        </SettingsSection>
        <SettingsSection title={STUDIO_TEXTS.section} icon={UsersIcon}>
          <SectionPart>
            <studio.Part />
          </SectionPart>
        </SettingsSection>
        {/* What the potter pays for materials and firings, from which a piece's cost is counted (product.md#r276). */}
        <SettingsSection title={PRICES_TITLE} icon={CoinsIcon}>
          <SectionPart>
            <prices.Part />
          </SectionPart>
        </SettingsSection>
        <SettingsSection title={SETTINGS_TEXTS.billing} icon={CreditCardIcon}>
          <SectionPart>
            <billing.Part />
          </SectionPart>
        </SettingsSection>
        <SettingsSection title={SETTINGS_TEXTS.accountInfo} icon={UserIcon}>
          <SectionPart>
            <account.Part user={user} logOut={false} />
          </SectionPart>
        </SettingsSection>
        <SettingsSection title={SETTINGS_TEXTS.helpSupport} icon={LifeBuoyIcon}>
          <SectionPart>
            <help.Part />
          </SectionPart>
        </SettingsSection>
        {/* Always in sight, not inside a closed section, so a potter never hunts for Log Out. */}
        <div className="flex justify-center pt-2">
          <LogOutButton />
        </div>
      </div>
    </PageContainer>
  );
}
