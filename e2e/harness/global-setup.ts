// One demo server for the whole run; tests read its URLs from the environment (workers inherit
// what global setup puts in process.env). Set SJD_APP_URL to run against a server you started.
import { startDemo } from './demo-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.SJD_APP_URL) return async () => {};
  const demo = await startDemo();
  process.env.SJD_APP_URL = demo.appUrl;
  process.env.SJD_SANDBOX_URL = demo.sandboxUrl;
  process.env.SJD_SERVER_LOG = demo.logFile;
  return demo.stop;
}
