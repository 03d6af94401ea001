/**
 * Explicit compile hints for the code an example runs when it wakes (issue
 * 24, examples that wake at once). V8 compiles a function only when it is
 * first called, on the main thread; the first tap on an example calls the
 * whole sandbox (Preact's diff, the shell, the game's table) for the first
 * time, and on the phone profile that lazy compiling is a good part of the
 * wait. A file that starts with the magic comment below is compiled whole
 * as it arrives (Chromium's file-based compile hints, on the thread that
 * streams the script where it can), which is when a poster nears the screen
 * and the browser is idle. Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface EmittedChunk {
  readonly fileName: string;
  code: string;
}

/** Puts the hint at the top of each chunk named in `files` (once). */
export function hintEagerCompile(chunks: readonly EmittedChunk[], files: ReadonlySet<string>): number {
  let hinted = 0;
  for (const chunk of chunks) {
    if (!files.has(chunk.fileName) || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    hinted++;
  }
  return hinted;
}
