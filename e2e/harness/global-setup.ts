// One demo server for the whole run; tests read its URLs from the environment (workers inherit
// what global setup puts in process.env). Set SJD_APP_URL to run against a server you started.
// Two merchant pages on origins of their own come with it (host-server.ts): one the sandbox
// allows to frame its hosted pages, one it does not.
import { startDemo } from './demo-server';
import { startHostServer } from './host-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.SJD_APP_URL) return async () => {};
  const [host, foreign] = [await startHostServer(), await startHostServer()];
  const demo = await startDemo({}, { extraAppOrigins: [host.origin] });
  process.env.SJD_APP_URL = demo.appUrl;
  process.env.SJD_SANDBOX_URL = demo.sandboxUrl;
  process.env.SJD_SERVER_LOG = demo.logFile;
  process.env.SJD_HOST_URL = host.origin;
  process.env.SJD_FOREIGN_URL = foreign.origin;
  return async () => {
    await demo.stop();
    await Promise.all([host.close(), foreign.close()]);
  };
}
