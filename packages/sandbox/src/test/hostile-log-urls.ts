// URLs that carry card data or secrets the ways issue 34 (item 6) found them logged in clear:
// encoded separators, separators other than a space or dash, percent-encoded digits, `cvc=` and
// `password=` pairs in a path or inside a kept query value. The site's and the sandbox's log
// tests send them and look for what must not appear. Exported as
// `@sjd/sandbox/hostile-log-urls`; test code only.

/** Paths (with their queries) to request; `{kept}` is a query name the service logs as it came. */
export const hostileLogUrls = (kept: string): string[] => [
  '/retail?q=4000%200000%200000%201091&cvc=123',
  '/retail/4000%200000%200000%201091',
  '/retail/4000+0000+0000+1091',
  '/retail/4000.0000.0000.1091',
  '/retail/4000_0000_0000_1091',
  '/retail/4000%2D0000%2D0000%2D1091',
  '/retail/%34%30%30%30%30%30%30%30%30%30%30%30%31%30%39%31',
  `/x?${kept}=4000%200000%200000%201091`,
  `/x?${kept}=4000+0000+0000+1091`,
  `/x?${kept}=a%26cvc%3D123%26password%3Dhunter2`,
  '/retail/cvc=123;password=hunter2',
  '/retail/x%3Fcvc%3D123%26password%3Dhunter2',
];

/** What no log line may contain after those requests. */
export const hostileLogSecrets = ['1091', '%31%30%39%31', 'hunter2', 'cvc=123', 'cvc%3D123'];
