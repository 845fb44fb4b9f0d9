import { readFileSync } from 'node:fs';

/**
 * Reads `public/_headers` (path rules, each followed by indented `Name: value` lines) and gives the
 * headers for a request path: those of every rule that matches it, as a static host applies them.
 * A header set by two rules that match the same path is refused, since hosts join such values.
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
    for (const r of rules.filter((r) => matches(r.pattern, path)))
      for (const [name, value] of Object.entries(r.headers)) {
        if (name in out) throw new Error(`${file}: ${name} is set twice for ${path}; hosts would join the two values`);
        out[name] = value;
      }
    return out;
  };
}
