import { writeFileSync } from 'node:fs';
import { defaultConfig } from '../model/defaultConfig';

writeFileSync('docs/default-config.json', JSON.stringify(defaultConfig(), null, 2) + '\n');
process.stdout.write('wrote docs/default-config.json\n');
