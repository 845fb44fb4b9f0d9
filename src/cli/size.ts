import { size } from '../model/headless';
import { readConfigFile } from './readConfig';
import { endQuietlyOnClosedPipe } from './closedPipe';

/**
 * `npm run size -- <config.json | ->`: the full result as JSON on stdout.
 * Exit 2 with one line per problem when the config is invalid; exit 1 on usage or read errors.
 */
function main(argv: string[]): number {
  const arg = argv[0];
  if (!arg || argv.length > 1) {
    process.stderr.write('usage: npm run size -- <config.json | ->\n');
    return 1;
  }
  const read = readConfigFile(arg);
  if (!read.ok) {
    for (const line of read.lines) process.stderr.write(line + '\n');
    return read.exitCode;
  }
  process.stdout.write(JSON.stringify(size(read.config), null, 2) + '\n');
  return 0;
}

endQuietlyOnClosedPipe();
process.exitCode = main(process.argv.slice(2));
