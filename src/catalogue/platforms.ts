import { NUTANIX_PLATFORMS } from './platforms/nutanix';
import { OEM_PLATFORMS } from './platforms/oem';
import type { Platform } from './types';

/**
 * Hardware models, each with the figures its cited sources give and nothing else: Nutanix NX
 * (platforms/nutanix.ts) and the OEM lines (platforms/oem.ts). docs/catalogue.md lists what is
 * verified, what is empty, and what was searched for.
 */
export const PLATFORMS: readonly Platform[] = [...NUTANIX_PLATFORMS, ...OEM_PLATFORMS];
