import { writeFileSync } from 'node:fs';
import { configJsonSchema } from '../schema/jsonSchema';

writeFileSync('docs/config.schema.json', JSON.stringify(configJsonSchema(), null, 2) + '\n');
process.stdout.write('wrote docs/config.schema.json\n');
