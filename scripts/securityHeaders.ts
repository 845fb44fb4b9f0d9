import { readFileSync } from 'node:fs';

/**
 * Reads `public/_headers` (path rules, each followed by indented `Name: value` lines; a later,
 * more specific rule overrides an earlier one, and `!` removes a header) and gives the headers
 * for a request path.
 */
export function securityHeaders(file: string): (path: string) => Record<string, string> {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  const matches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
  return (path) => {
    const out: Record<string, string> = {};
    for (const r of rules) if (matches(r.pattern, path)) Object.assign(out, r.headers);
    for (const [k, v] of Object.entries(out)) if (v === '!') delete out[k];
    return out;
  };
}
