import type { AppDeps } from "../context";

/** A background task run on an interval, once across every server, through the job queue (see scheduler.ts). */
export interface Job {
  /** Also its queue name in pg-boss and its name on the command line (npm run jobs -- <name>). */
  name: string;
  intervalMs: number;
  run(deps: AppDeps): Promise<void>;
}
