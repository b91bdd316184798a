import type { ReactNode } from "react";
import { PageContainer } from "./page-container";
import { PageHeader } from "./page-header";

/** Temporary body for screens another engineer will replace; keeps the route and heading testable meanwhile. */
export function PlaceholderScreen({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </PageContainer>
  );
}
