// The sessions panel's download, shared with the other features from src/ui.
export { downloadText } from '../../ui/download';
