/**
 * English text of the scenarios panel, which loads with it: its labels, states and notices. The
 * names the page hands the sessions store for the scenarios it makes, and the problems of stored
 * data, stay in en/sessions.ts.
 */
export const SESSIONS_PANEL_EN = {
  workingOn: 'Working on',
  stateSaved: 'saved',
  stateUnsaved: 'not saved',
  stateChanged: 'unsaved changes',
  stateInPage: 'kept in this page only',
  autosaveNote: 'Your work is kept in this browser as you type. Save a scenario to keep a version under a name.',
  durable: 'The browser has agreed to keep it until you delete it.',
  notDurable: 'The browser may clear it when the disk runs low on space: export the session to keep a copy.',
  fullNote: 'The browser’s storage is full: what you change or save now lasts only while this page is open.',
  memoryOnly: 'This browser does not allow storage here: work lasts only while the page is open. Export the session to keep it.',
  save: 'Save',
  saveAs: 'Save as new',
  nameLabel: 'Scenario name',
  list: 'Saved scenarios',
  empty: 'No saved scenarios yet.',
  open: 'Open',
  rename: 'Rename',
  renameDone: 'Done',
  duplicate: 'Duplicate',
  delete: 'Delete',
  confirmDelete: 'Delete the scenario "{name}"? This cannot be undone.',
  openCurrent: 'open',
  updated: 'saved {when}',
  exportSession: 'Export session',
  importFile: 'Import file',
  importHint: 'A session file exported here, or a sizing config as the command line reads it.',
  importedSession: 'Imported {count} scenario(s) from {file}.',
  importedConfig: 'Opened {file} as a new, unsaved scenario.',
  importFailed: '{file} was not imported. Problems:',
  dismiss: 'Dismiss',
  notices: {
    quarantined: 'Stored data ({from}) could not be read. It was set aside, not deleted, with these problems:',
    storageFull:
      'This browser’s storage for the sizer is full: your saved work is shown, but changes last only while the page is open. Export the session to keep them, or delete scenarios or set-aside data to make room.',
    keptInPlace:
      'Stored data ({from}) could not be read, and there is no room to set it aside: it stays where it is, untouched, and this page will not write over it, so new work there lasts only while the page is open. Download it, then discard it to free the room. Problems:',
    storageFailed:
      'Could not save in this browser ({detail}): the storage may be full. Your work is still open; export the session to keep it.',
    storageUnanswered:
      'This browser’s database did not answer within {seconds} s, so this page keeps your work in the browser’s smaller localStorage instead. Export the session to keep it safe; a reload tries the database again.',
    skippedRecords:
      'Stored records that are not text were skipped: {keys}. The sizer writes only text, so another page of this site may have written them; one under the sizer’s own name is replaced at its next save.',
    keptUnsaved: 'Your unsaved changes were kept as the scenario "{name}".',
    migrated: 'Your saved work was made by an older release (config version {from}) and was carried forward.',
    openElsewhere: '"{name}" is open in another tab too: each tab keeps its own changes; save under a new name to keep both.',
  },
  quarantine: {
    heading: 'Set-aside data',
    item: '{from}, set aside {when}',
    itemInPlace: '{from}, unreadable, kept where it is (no room to set it aside)',
    download: 'Download',
    discard: 'Discard',
  },
};
