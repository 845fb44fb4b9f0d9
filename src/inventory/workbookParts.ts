import { strFromU8 } from 'fflate';
import { NAMED_ENTITIES } from './xmlBytes';

/** An attribute's value in a tag, its named entities decoded. */
const attribute = (tag: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])(.*?)\\1`)
    .exec(tag)?.[2]
    ?.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => NAMED_ENTITIES[e]!);

interface Relationship {
  id: string | undefined;
  type: string | undefined;
  /** The part it points to, as a path in the package. */
  part: string;
}

/** The workbook's relationships (`xl/_rels/workbook.xml.rels`): where its sheets, strings and styles are. */
function relationships(parts: ReadonlyMap<string, Uint8Array>): Relationship[] {
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  const found: Relationship[] = [];
  for (const [tag] of rels ? strFromU8(rels).matchAll(/<Relationship\s[^>]*>/g) : []) {
    const target = attribute(tag, 'Target');
    if (target)
      found.push({
        id: attribute(tag, 'Id'),
        type: attribute(tag, 'Type'),
        part: target.startsWith('/') ? target.slice(1) : `xl/${target}`,
      });
  }
  return found;
}

/** Each worksheet part's sheet name, in the workbook's order, from the workbook and its relationships. */
export function sheetNames(parts: ReadonlyMap<string, Uint8Array>): Map<string, string> {
  const names = new Map<string, string>();
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook) return names;
  const targets = new Map<string, string>();
  for (const rel of relationships(parts)) if (rel.id) targets.set(rel.id, rel.part);
  for (const [tag] of strFromU8(workbook).matchAll(/<sheet\s[^>]*>/g)) {
    const target = targets.get(attribute(tag, '\\w+:id') ?? '');
    const name = attribute(tag, 'name');
    if (target && name) names.set(target, name);
  }
  return names;
}

const RELATIONSHIP_TYPES = [
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/',
];

/**
 * Where the workbook's shared strings or styles are, as read-excel-file finds them: the last
 * relationship of that type (transitional or strict), else the usual place.
 */
export function relatedPart(parts: ReadonlyMap<string, Uint8Array>, type: 'sharedStrings' | 'styles'): string {
  let path = `xl/${type}.xml`;
  for (const rel of relationships(parts)) if (RELATIONSHIP_TYPES.some((base) => rel.type === base + type)) path = rel.part;
  return path;
}
