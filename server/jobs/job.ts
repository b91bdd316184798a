import type { AppDeps } from "../context";

/** A background task the scheduler runs on an interval, once across every server (see scheduler.ts). */
export interface Job {
  /** Also the job's lease key in job_locks and its name on the command line (npm run jobs -- <name>). */
  name: string;
  intervalMs: number;
  run(deps: AppDeps): Promise<void>;
}
