import type { SizingConfig } from '../model/config';
import type { Problem } from '../schema/issues';
import { parseConfig, validateEdit } from '../schema/parse';
import { getAt, parsePath } from '../schema/paths';
import { applyIntent } from './edit';
import type { Intent } from './intents';

/**
 * The sizing document being edited. The draft is what the user typed (a leaf may hold raw text
 * that is not a valid number yet); `valid` is the last draft that passed parseConfig, which is
 * what the results show while the draft has problems.
 */
export interface EditedDocument {
  draft: SizingConfig;
  valid: SizingConfig;
  problems: Problem[];
}

/**
 * A document opened on a config that has passed validation, as its type says every config inside
 * the page has (they come through parseConfig at the edges): it is not validated again, which for
 * 32 clusters of 1,000 VM groups would cost the start two tenths of a second.
 */
export function openDocument(config: SizingConfig): EditedDocument {
  return { draft: config, valid: config, problems: [] };
}

/**
 * The document with a new draft: valid moves on only when the draft passes. A draft is of the
 * current version (only the editor makes one), so it is checked against the schema without the
 * migrations old documents go through, and made from the valid document by edits that share what
 * they left alone, so only the VM groups it changed are checked again.
 */
export function withDraft(doc: EditedDocument, draft: SizingConfig): EditedDocument {
  const parsed = validateEdit(doc.valid, draft);
  // The draft itself becomes the valid document (the schema checks, it changes nothing), so what an
  // edit left alone keeps its identity: another cluster's edit asks no new sizing of the one on screen.
  return parsed.ok ? { draft, valid: draft, problems: [] } : { ...doc, draft, problems: parsed.problems };
}

/** The document after one user intent; the same object when nothing changed. */
export function editDocument(doc: EditedDocument, intent: Intent): EditedDocument {
  const draft = applyIntent(doc.draft, intent);
  return draft === doc.draft ? doc : withDraft(doc, draft);
}

/**
 * A saved document reopened: its valid config and, when the user left a half-typed value, the
 * draft they were editing. Stored data may have been changed by hand, so the draft is taken only
 * when its problems all sit at fields (text or numbers the form shows with a message, where the
 * config holds no section or list); a draft broken in its structure is left out and the valid
 * config opens.
 */
export function restoreDocument(config: SizingConfig, draft: unknown): EditedDocument {
  const base = openDocument(config);
  if (draft === undefined || typeof draft !== 'object' || draft === null || Array.isArray(draft)) return base;
  const parsed = parseConfig(draft);
  if (parsed.ok) return { draft: parsed.config, valid: parsed.config, problems: [] };
  const atFields = parsed.problems.every((p) => {
    const path = parsePath(p.path);
    const value = getAt(draft, path);
    const was = getAt(config, path);
    const leaf = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    return p.path !== '' && leaf && (typeof was !== 'object' || was === null);
  });
  return atFields ? { ...base, draft: draft as SizingConfig, problems: parsed.problems } : base;
}
