import type { ColumnSpec } from './columns';
import type { DataRow } from './rows';
import type { JoinKey } from './types';
import { readText } from './values';

/**
 * The columns that name a VM on RVTools' per-VM sheets (vInfo, vPartition, vDisk, vCPU...). VM ID
 * ("vm-123") is vCenter's id of the VM, unique within one vCenter; VM UUID is the VM's own; the VI
 * SDK UUID (or, without it, the VI SDK Server) says which vCenter a row came from, so that a
 * workbook of several vCenters can tell their VMs apart [src: RVTools' column titles]. The name
 * column may be missing or carry another title (a vPartition sheet whose first header reads
 * "NEXT Data Center"), so none of them is required here.
 */
export const VM_KEY_COLUMNS = [
  { key: 'name', title: 'VM', aliases: ['VM Name', 'VMName'] },
  { key: 'vmId', title: 'VM ID' },
  { key: 'vmUuid', title: 'VM UUID' },
  { key: 'sdkUuid', title: 'VI SDK UUID' },
  { key: 'sdkServer', title: 'VI SDK Server' },
] as const satisfies readonly ColumnSpec[];

type KeyColumn = (typeof VM_KEY_COLUMNS)[number]['key'];

/** The columns a row is joined by, in the order they are tried. */
const JOIN_COLUMNS: readonly [JoinKey, KeyColumn][] = [
  ['name', 'name'],
  ['vm-id', 'vmId'],
  ['vm-uuid', 'vmUuid'],
];

/** Titles of the columns a sheet needs at least one of to be joined to vInfo's VMs. */
export const JOIN_TITLES: readonly string[] = JOIN_COLUMNS.map(([, c]) => VM_KEY_COLUMNS.find((s) => s.key === c)!.title);

/** The columns a sheet mapped with VM_KEY_COLUMNS has to join its rows by. */
export const joinColumns = (index: Partial<Record<string, number>>): JoinKey[] =>
  JOIN_COLUMNS.filter(([, c]) => index[c] !== undefined).map(([k]) => k);

interface Entry<T> {
  item: T;
  vcenter: string;
}

const vcenterOf = (row: DataRow<KeyColumn>): string => readText(row.cell('sdkUuid')) || readText(row.cell('sdkServer'));

/**
 * vInfo's rows by name, VM ID and VM UUID. A row of another sheet belongs to the one vInfo row
 * that its name matches, else its VM ID, else its VM UUID; a value that several vInfo rows share
 * decides nothing unless the vCenter tells them apart, so a name used twice is joined by ID.
 */
export class VmIndex<T> {
  private readonly maps = new Map<JoinKey, Map<string, Entry<T>[]>>(JOIN_COLUMNS.map(([k]) => [k, new Map()]));

  add(row: DataRow<KeyColumn>, item: T): void {
    const entry = { item, vcenter: vcenterOf(row) };
    for (const [key, column] of JOIN_COLUMNS) {
      const value = readText(row.cell(column));
      if (!value) continue;
      const map = this.maps.get(key)!;
      const list = map.get(value);
      if (list) list.push(entry);
      else map.set(value, [entry]);
    }
  }

  find(row: DataRow<KeyColumn>): { item: T; by: JoinKey } | undefined {
    const vcenter = vcenterOf(row);
    for (const [key, column] of JOIN_COLUMNS) {
      const value = readText(row.cell(column));
      let list = value ? this.maps.get(key)!.get(value) : undefined;
      if (list && list.length > 1 && vcenter) list = list.filter((e) => e.vcenter === vcenter);
      if (list?.length === 1) return { item: list[0]!.item, by: key };
    }
    return undefined;
  }
}
