import { pageTitle } from '../config/paths';

/** Sets the document title (React 19 hoists <title> into <head>): "demo name | theme | label". */
export function PageTitle({ label, themeTitle }: { label: string; themeTitle?: string }) {
  return <title>{pageTitle(label, themeTitle)}</title>;
}
