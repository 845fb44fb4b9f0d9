import type { ReplicationMode } from './config';

/**
 * The RPO each replication mode allows, [shortest, longest] in minutes: apart from replication.ts
 * because the schema checks it on every edit and loads with the first screen. Their sources are
 * REPLICATION_RPO_SOURCES in replication.ts: async one hour at the shortest (drWhatmatrix) and a
 * week at the longest (inferReplication: ours, so no schedule makes the snapshot figures
 * meaningless); NearSync 1 to 15 minutes (drWhatmatrix: AOS 5.5; later releases go to 20 seconds,
 * the older bound is kept); Metro Availability none, every write is sent (metroBp).
 */
export const RPO_MINUTES: Record<ReplicationMode, readonly [number, number]> = { async: [60, 10_080], nearsync: [1, 15], metro: [0, 0] };
