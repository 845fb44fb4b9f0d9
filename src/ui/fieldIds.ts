import type { FieldPath } from '../document/intents';
import { formatPath } from '../schema/paths';

/** A stable DOM id for the input at a path, so problems and warnings can point at it. */
export const domIdForKey = (key: string): string => `in-${key.replace(/[^A-Za-z0-9_]+/g, '-').replace(/-$/, '')}`;

export const fieldId = (path: FieldPath): string => domIdForKey(formatPath(path));
