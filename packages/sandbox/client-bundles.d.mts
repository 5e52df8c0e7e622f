export declare const clientEntries: Readonly<Record<string, string>>;
export declare function bundleClientScripts(): Promise<
  Record<string, { code: string; etag: string }>
>;
