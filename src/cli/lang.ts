import type { Lang } from '../schema/lang';

/** The commands' problem lines follow the locale, as other commands' do: LC_ALL, then LC_MESSAGES, then LANG. */
export function cliLang(env: NodeJS.ProcessEnv = process.env): Lang {
  return /^ja/i.test(env.LC_ALL || env.LC_MESSAGES || env.LANG || '') ? 'ja' : 'en';
}
