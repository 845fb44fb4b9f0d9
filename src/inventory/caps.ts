/**
 * What a file may hold before it is refused, each derived from the largest inventory the import
 * reads (50,000 VMs) and the exports measured: the public samples in shared/inventory-samples. A
 * file past a cap is refused before the spreadsheet reader sees it, since that reader holds every
 * sheet as a dense grid of rows × columns: one cell at XFD1048576 would be 17 billion cells.
 */

/** More VM rows than this are refused whole: 50,000 VMs is far beyond one sizing. */
export const MAX_VM_ROWS = 50_000;

/**
 * Larger files are refused unread: an RVTools export of 10,000 VMs is about 5 MB, and a lean one
 * of 50,000 (vInfo, vPartition, vHost: 362 bytes a VM packed in SizingWorkshop-RVTools.xlsx) 18 MB.
 */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/**
 * What a workbook may unpack to. A lean export unpacks to 2.8 KB a VM (SizingWorkshop-RVTools.xlsx:
 * 2.29 MB for 805 VMs), 5 KiB leaving room for RVTools 4's wider vInfo: 244 MiB for 50,000 VMs.
 * A full export of 25 sheets (automatic_sizing_rvtools.xlsx: 20 KB a VM) reaches the file cap
 * first, at about 10,000 VMs and 200 MB. A zip bomb is stopped here while it inflates.
 */
export const MAX_UNPACKED_BYTES = MAX_VM_ROWS * 5 * 1024;

/**
 * Rows a sheet may reach: vPartition and vDisk hold a row per partition or disk, 2.4 a VM in
 * automatic_sizing_rvtools.xlsx, and SizingWorkshop-RVTools.xlsx has 2,698 blank rows below its
 * 805 VMs; 8 rows a VM covers both [infer].
 */
export const MAX_SHEET_ROWS = MAX_VM_ROWS * 8;

/** Columns a sheet may reach: the widest sheet, vInfo, has 64 to about 100, and a column per custom attribute. */
export const MAX_SHEET_COLUMNS = 1024;

/**
 * Cells of all sheets together (each sheet's rows × columns, as the reader holds them): a full
 * RVTools export has 414 a VM over its 25 sheets (automatic_sizing_rvtools.xlsx), rounded up to
 * 500. The reader takes about 0.9 s and 260 MB for this many in Node.
 */
export const MAX_WORKBOOK_CELLS = MAX_VM_ROWS * 500;
