import { MoonIcon, SunIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { TIMINGS } from "../../../contract/app/constants";
import { useTheme } from "../../lib/theme/theme";
import { IosSplash } from "../../components/ios-splash";
import { LoadingScreen } from "../../components/loading-screen";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { cn } from "../../lib/utils";

type Demo = "loader" | "splash" | null;

const DEMO_DURATION: Record<Exclude<Demo, null>, number> = {
  loader: TIMINGS.demoLoaderMs,
  splash: TIMINGS.demoSplashMs,
};

/**
 * Public demo of the loaders (product.md#r36). The dark/light toggle is local to this page
 * so trying it does not overwrite the visitor's saved theme.
 */
export default function LoadingDemoScreen() {
  const { resolvedTheme } = useTheme();
  const [dark, setDark] = useState(resolvedTheme === "dark");
  const [demo, setDemo] = useState<Demo>("loader");

  useEffect(() => {
    if (!demo) return;
    const timer = setTimeout(() => setDemo(null), DEMO_DURATION[demo]);
    return () => clearTimeout(timer);
  }, [demo]);

  return (
    <div className={cn(dark ? "dark" : "light", "min-h-dvh bg-background text-foreground")}>
      <PageContainer>
        <PageHeader
          title="Loading Demo"
          subtitle="Preview the loading screens in light and dark mode."
          actions={
            <Button
              variant="outline"
              size="icon"
              onClick={() => setDark((value) => !value)}
              aria-pressed={dark}
              aria-label={dark ? "Switch to light mode" : "Switch to dark mode"}
            >
              {dark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
            </Button>
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <h2 data-slot="card-title" className="text-lg leading-tight font-semibold">General loader</h2>
              <CardDescription>Shown for at least {TIMINGS.demoLoaderMs / 1000} seconds.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button className="w-full" onClick={() => setDemo("loader")} disabled={demo !== null}>
                Show General Loader
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 data-slot="card-title" className="text-lg leading-tight font-semibold">iOS splash screen</h2>
              <CardDescription>A 9:16 splash shown for at least {TIMINGS.demoSplashMs / 1000} seconds.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button className="w-full" onClick={() => setDemo("splash")} disabled={demo !== null}>
                Show iOS Splash
              </Button>
            </CardContent>
          </Card>
        </div>
      </PageContainer>

      {demo === "loader" ? <LoadingScreen /> : null}
      {demo === "splash" ? (
        <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/70 p-6">
          <IosSplash framed />
        </div>
      ) : null}
    </div>
  );
}
