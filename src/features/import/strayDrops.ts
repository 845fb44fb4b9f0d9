/**
 * A file dropped on the page beside the import's drop zone would be opened by the browser in
 * place of the page, and the sizing with it. The window takes every file drag the zone did not
 * take, and shows that it drops nowhere; text dragged into a field is left alone. Installed as the
 * page starts, before the zone is there: a file dropped then would be as lost.
 */
export function keepStrayFileDrops(target: Window): void {
  const take = (e: DragEvent) => {
    if (e.defaultPrevented || !e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'none';
  };
  target.addEventListener('dragover', take);
  target.addEventListener('drop', take);
}
