import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Dispatch } from '../../document/intents';
import type { DocumentStore, Undoable } from '../../document/store';
import { IMPORT_ENTRY_EN } from '../../i18n/en/importEntry';
import { useFeatureTable } from '../../ui/locale/LocaleContext';
import { INVENTORY_ACCEPT, INVENTORY_FILE, takeHandedInventory } from '../../ui/chooseInventory';
import type { ImportWorker } from './importWorker';
import './import.css';

/** The import's code (readers, preview, worker) loads only when a file is chosen or dropped. */
const ImportPanel = lazy(() => import('./ImportPanel').then((m) => ({ default: m.ImportPanel })));
const ProfilePicker = lazy(() => import('./ProfilePicker').then((m) => ({ default: m.ProfilePicker })));

/**
 * The worker's starter, fetched as a file nears the page (a drag over it, the pointer on "choose"),
 * when the worker itself is made ready too.
 */
let starter: typeof import('./importWorker') | undefined;
const loadWorker = () => import('./importWorker').then((m) => (starter = m));
const warmWorker = () => void loadWorker().then((m) => m.warmImportWorker());
/** Starts reading at once when the starter is here, within the pick's own event. */
const startWorker = (files: File[]) =>
  starter ? Promise.resolve(starter.startImportWorker(files)) : loadWorker().then((m) => m.startImportWorker(files));

async function downloadTemplate() {
  const [{ PLAIN_CSV_TEMPLATE }, { downloadText }] = await Promise.all([import('../../inventory/plainCsv'), import('../../ui/download')]);
  downloadText('vms-template.csv', PLAIN_CSV_TEMPLATE, 'text/csv');
}

export interface ImportEntryProps {
  clusterIndex: number;
  clusterName: string;
  /** How many VM groups the cluster holds: a count, so that typing in a group leaves the entry alone. */
  groupCount: number;
  dispatch: Dispatch;
  /** The import is applied in one step that can be taken back; the plan as it is now says where it may go. */
  undoable: Undoable & Pick<DocumentStore, 'getState'>;
}

interface Reading {
  /** One file, or the several dropped together (an RVTools CSV folder, a second vCenter's export). */
  files: File[];
  started: Promise<ImportWorker>;
}

/** Where an inventory comes in: a drop zone on the workload section and a file picker. */
export function ImportEntry(props: ImportEntryProps) {
  const words = useFeatureTable('importEntry', IMPORT_ENTRY_EN);
  // The worker starts as the file is chosen: the panel's code and its first render come meanwhile.
  const [file, setFile] = useState<Reading | null>(null);
  const reading = useRef<Reading | null>(null);
  const [over, setOver] = useState(false);
  const [profiles, setProfiles] = useState(false);
  // Each file opens a fresh panel, so a second drop never mixes with the first one's preview.
  const [opened, setOpened] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const open = useCallback((files: File[]) => {
    if (files.length === 0) return;
    const started = startWorker(files);
    void reading.current?.started.then((w) => w.close());
    reading.current = { files, started };
    setFile(reading.current);
    setOpened((n) => n + 1);
  }, []);
  const close = useCallback(() => {
    void reading.current?.started.then((w) => w.close());
    reading.current = null;
    setFile(null);
  }, []);
  // Files whose reading was stopped as the entry left the page, read again if it comes back.
  const left = useRef<File[] | null>(null);
  // A file chosen with the toolbar's "Import inventory": read here, with the drop zone brought into view.
  useEffect(() => {
    const take = () => {
      const file = takeHandedInventory();
      if (!file) return;
      open([file]);
      input.current?.closest('.import-entry')?.scrollIntoView?.({ block: 'center' });
    };
    // React's development mode leaves and comes back at once: a file handed to the entry as it
    // came was read by a worker stopped on leaving, and the panel waited for it for ever.
    if (left.current) open(left.current);
    left.current = null;
    // Handed before this section was drawn.
    take();
    document.addEventListener(INVENTORY_FILE, take);
    return () => {
      document.removeEventListener(INVENTORY_FILE, take);
      // A workload section that leaves the page (another cluster shown) stops what it was reading.
      const was = reading.current;
      if (!was) return;
      void was.started.then((w) => w.close());
      reading.current = null;
      left.current = was.files;
    };
  }, [open]);
  // Made once per language: the entry follows every edit of the workload, and an input
  // re-rendered rewrites its attributes, a style and layout pass on each keystroke.
  const picker = useMemo(
    () => (
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        // The visible "choose a file" button opens it: read once, not as a second control.
        aria-hidden="true"
        aria-label={words.choose}
        accept={INVENTORY_ACCEPT}
        multiple
        onChange={(e) => {
          open([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    ),
    [words.choose, open],
  );

  return (
    <div className="import-entry">
      <div
        className={over ? 'import-drop import-drop--over' : 'import-drop'}
        data-testid="import-drop"
        onDragEnter={warmWorker}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          open([...e.dataTransfer.files]);
        }}
      >
        <span>{words.drop} </span>
        <button
          type="button"
          className="link-button"
          onPointerEnter={warmWorker}
          onFocus={warmWorker}
          onClick={() => input.current?.click()}
        >
          {words.choose}
        </button>
        {picker}
        <span> · </span>
        <button type="button" className="link-button" onClick={() => void downloadTemplate()}>
          {words.template}
        </button>
        <span> · </span>
        <button type="button" className="link-button" aria-expanded={profiles} onClick={() => setProfiles(!profiles)}>
          {words.profiles}
        </button>
      </div>
      {profiles && (
        <Suspense fallback={<p role="status">{words.loading}</p>}>
          <ProfilePicker clusterIndex={props.clusterIndex} dispatch={props.dispatch} />
        </Suspense>
      )}
      {file && (
        <Suspense fallback={<p role="status">{words.loading}</p>}>
          <ImportPanel
            key={opened}
            files={file.files}
            started={file.started}
            {...props}
            plan={() => props.undoable.getState().valid}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
