/**
 * A reader that stops early (`npm run size -- x.json | head`) closes the pipe under a long JSON
 * result: the command ends quietly then, as other commands do, rather than crashing on EPIPE.
 */
export function endQuietlyOnClosedPipe(stream: NodeJS.WriteStream = process.stdout): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
}
