/** `npm run dev`: the API with reload (tsx watch) on API_PORT and Vite with hot reload on PORT, proxying /api. */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const webPort = process.env.PORT ?? "3000";
const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
