import type { Compilation, Compiler } from 'webpack';

/** The host's start script as browsers run it: the one file compiled alone, without modules. */
export function compileStartScript(sourceFile: string): string;

/** Emits the host's start script as `start.[contenthash].js`. */
export class StartScriptPlugin {
  constructor(sourceFile: string);
  static fileName(compilation: Compilation): string | undefined;
  apply(compiler: Compiler): void;
}
