import type { ImportKind } from './types';

/**
 * What a VM runs, guessed from its name and guest OS [infer]: inventories carry no application
 * field, and naming conventions are the common signal. The first rule that matches wins; anything
 * else is a general server. The user reviews and can change every group's kind before applying.
 * A name part is matched whole, so "sql01" and "prod-ora-2" match but "corazon" does not.
 */
const NAME_RULES: readonly [ImportKind, RegExp][] = [
  ['exchange', /(^|[^a-z])(exch|exchange|mbx|mailbox)([^a-z]|$)/],
  ['sql-server', /(^|[^a-z])(sql|mssql|sqlsrv)([^a-z]|$)/],
  ['oracle', /(^|[^a-z])(ora|orcl|oracle|oradb)([^a-z]|$)/],
  ['vdi', /(^|[^a-z])(vdi|desktop|horizon|xendesktop|avd|wvd)([^a-z]|$)/],
  ['files', /(^|[^a-z])(fs|file|files|fileserver|nas)([^a-z]|$)/],
];

/** Desktop editions of Windows run as virtual desktops, not servers. */
const DESKTOP_OS = /windows (xp|7|8|8\.1|10|11)\b/;

export function inferKind(name: string, os: string): ImportKind {
  const n = name.toLowerCase();
  for (const [kind, pattern] of NAME_RULES) if (pattern.test(n)) return kind;
  if (DESKTOP_OS.test(os.toLowerCase())) return 'vdi';
  return 'server';
}
