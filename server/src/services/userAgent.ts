// A session's browser as the account's sessions list names it ('Chrome on Linux'), read from its
// User-Agent. Only the common browsers and systems: the list helps someone recognise their own
// devices, and a rare one is still told apart by its address and when it was used.

// Order matters: Edge, Opera and Samsung Internet also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// Android says Linux, iOS says Mac OS X.
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, names: [RegExp, string][]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

/** 'Chrome on Linux', 'Firefox', 'A browser on Android', or 'Unknown browser'. */
export function browserName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `A browser on ${system}`;
  return browser ?? 'Unknown browser';
}
