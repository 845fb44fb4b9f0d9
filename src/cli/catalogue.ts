import { CATALOGUE } from '../catalogue/catalogue';
import { describeInEnglish } from '../i18n/describeInEnglish';
import { parseCatalogue } from '../schema/catalogue';
import { endQuietlyOnClosedPipe } from './closedPipe';

/**
 * `npm run catalogue`: the platform catalogue and CPU table as JSON on stdout, checked against its
 * schema first. Exit 2 with one line per problem when an entry is broken; 1 on usage errors.
 */
function main(argv: string[]): number {
  if (argv.length > 0) {
    process.stderr.write('usage: npm run catalogue\n');
    return 1;
  }
  const parsed = parseCatalogue(CATALOGUE);
  if (!parsed.ok) {
    for (const p of parsed.problems) process.stderr.write(`${p.where}: ${describeInEnglish(p)}\n`);
    return 2;
  }
  process.stdout.write(JSON.stringify(parsed.catalogue, null, 2) + '\n');
  return 0;
}

endQuietlyOnClosedPipe();
process.exitCode = main(process.argv.slice(2));
