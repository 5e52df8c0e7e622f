import { demoName } from '../config/paths';

/** Sets the document title to "demo name | label" (React 19 hoists <title> into <head>). */
export function PageTitle({ label }: { label: string }) {
  return <title>{`${demoName} | ${label}`}</title>;
}
