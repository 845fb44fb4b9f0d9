import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { configJsonSchema } from '../../src/schema/jsonSchema';

describe('published documents stay in sync with the code', () => {
  it('docs/config.schema.json is the JSON Schema generated from the Zod schema (run `npm run schema:json`)', () => {
    const committed = JSON.parse(readFileSync('docs/config.schema.json', 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(configJsonSchema())));
  });
  it('docs/default-config.json is the config the app opens with', () => {
    expect(JSON.parse(readFileSync('docs/default-config.json', 'utf8'))).toEqual(defaultConfig());
  });
});
