import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";

/**
 * Starts the server on 127.0.0.1:port (0: any free port) and answers the port it listens on; a
 * busy port ends the process with a clear message.
 */
export function listen(app: Hono, port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(info.port),
    );
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        console.error(
          `\nPort ${port} is already in use by another program.\n` +
            `Stop that program, or choose another port: PORT=${port + 1} npm start\n`,
        );
        process.exit(1);
      }
      throw error;
    });
  });
}

export function portFromEnv(fallback: number): number {
  const raw = process.env.PORT;
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a number between 1 and 65535, not "${raw}".`);
    process.exit(1);
  }
  return port;
}
