import * as z from 'zod/mini';
import { configSchemas } from './config';

/** JSON Schema of the config, for editors and other tools; cross-field rules are checked only by the sizer. */
export function configJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(configSchemas().ConfigSchema, { unrepresentable: 'any' }),
    title: 'HCI Sizer config',
    description:
      'A sizing document (schemaVersion 4). Cross-field rules (unique ids, node type references, at least one node per cluster, provisioned >= used) are checked by the sizer, not by this schema.',
  };
}
