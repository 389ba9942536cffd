import { type Language, type Signature, TIME_MULTIPLIER } from '@codecoach/contracts';
import { cSource, cStarter } from './c.ts';
import { cppHarness, cppSolution, cppStarter } from './cpp.ts';
import { CS_USINGS, csHarness, csStarter } from './csharp.ts';
import { GO_PRELUDE, goHarness, goSolution, goStarter } from './go.ts';
import { JAVA_IMPORTS, javaHarness, javaStarter } from './java.ts';
import { jsHarness, jsStarter } from './javascript.ts';
import { pyHarness, pyStarter } from './python.ts';
import { rbHarness, rbStarter } from './ruby.ts';
import { rustHarness, rustMain, rustStarter } from './rust.ts';
import { tsChecker, tsStarter } from './typescript.ts';

/** What the judge knows about a language apart from its toolchain on this host. */
export interface LanguageDef {
  id: Language;
  /** Multiplier applied to the problem's base (C++) time limit. */
  timeMultiplier: number;
  /** Added to the problem's memory limit for the runtime itself (JVM, V8, Mono). */
  memoryExtraMb: number;
  /** JSON lines for the interpreted harnesses, tokens for the compiled ones (no JSON parser). */
  testFormat: 'json' | 'tokens';
  compiled: boolean;
  starter(sig: Signature): string;
  /** Every source file of one submission: the learner's code and the generated harness. */
  sources(code: string, sig: Signature): Record<string, string>;
  /**
   * The harness does not depend on the problem and reads the signature from `go`, so its
   * interpreter can be started ahead in a ready box and handed the submission later (judge-program.ts).
   * Names the harness file, the one file written before the interpreter starts.
   */
  preStart?: { harness: string };
  /**
   * A source that depends only on the signature: compiled once into an object that every later
   * submission links with (compile.ts, `Toolchain.compileObject`).
   */
  prebuilt?: string;
  /**
   * The compiler is a program of the judge's that reads the learner's code only once told to
   * (its `go` line), so it can be started ahead in a ready compile box (compile.ts). Names the
   * compiler's file, the one file written before it starts.
   */
  preCompile?: { compiler: string };
  /** The files the run needs, from the compiler's output; default: that output under `out/`. */
  runFiles?(compiled: Map<string, Buffer>, sig: Signature): Map<string, Buffer | string>;
}

/**
 * `go`: the signature on one line, which the generic harnesses read first; written last. The
 * harness reads one line, not to the end: a fifo ends only with the run.
 */
export function goFile(sig: Signature): string {
  const meta = { params: sig.params.map((p) => p.type), returns: sig.returns, function: sig.function };
  return `${JSON.stringify(meta)}\n`;
}

export const LANGUAGE_DEFS: Record<Language, LanguageDef> = {
  javascript: {
    id: 'javascript',
    timeMultiplier: TIME_MULTIPLIER.javascript,
    memoryExtraMb: 128,
    testFormat: 'json',
    compiled: false,
    starter: jsStarter,
    sources: (code, sig) => ({ 'solution.js': code, 'main.cjs': jsHarness(), go: goFile(sig) }),
    preStart: { harness: 'main.cjs' },
  },
  python: {
    id: 'python',
    timeMultiplier: TIME_MULTIPLIER.python,
    memoryExtraMb: 32,
    testFormat: 'json',
    compiled: false,
    starter: pyStarter,
    sources: (code, sig) => ({ 'solution.py': code, 'main.py': pyHarness(), go: goFile(sig) }),
    preStart: { harness: 'main.py' },
  },
  java: {
    id: 'java',
    timeMultiplier: TIME_MULTIPLIER.java,
    memoryExtraMb: 192,
    testFormat: 'tokens',
    compiled: true,
    starter: javaStarter,
    // The imports share the learner's first line so compiler and stack-trace lines stay theirs.
    sources: (code, sig) => ({ 'Solution.java': JAVA_IMPORTS + code, 'Main.java': javaHarness(sig) }),
  },
  cpp: {
    id: 'cpp',
    timeMultiplier: TIME_MULTIPLIER.cpp,
    memoryExtraMb: 16,
    testFormat: 'tokens',
    compiled: true,
    starter: cppStarter,
    // The compiler reads unit.cpp; solution.cpp holds the learner's code alone, so that the source
    // lines the compiler quotes under `#line 1 "solution.cpp"` are the learner's, not the prelude's.
    sources: (code, sig) => ({
      'unit.cpp': cppSolution(code, sig),
      'solution.cpp': code,
      'harness.cpp': cppHarness(sig),
    }),
    prebuilt: 'harness.cpp',
  },
  c: {
    id: 'c',
    timeMultiplier: TIME_MULTIPLIER.c,
    memoryExtraMb: 16,
    testFormat: 'tokens',
    compiled: true,
    starter: cStarter,
    sources: (code, sig) => ({ 'main.c': cSource(code, sig) }),
  },
  csharp: {
    id: 'csharp',
    timeMultiplier: TIME_MULTIPLIER.csharp,
    memoryExtraMb: 160,
    testFormat: 'tokens',
    compiled: true,
    starter: csStarter,
    sources: (code, sig) => ({ 'solution.cs': CS_USINGS + code, 'harness.cs': csHarness(sig) }),
  },
  ruby: {
    id: 'ruby',
    timeMultiplier: TIME_MULTIPLIER.ruby,
    memoryExtraMb: 32,
    testFormat: 'json',
    compiled: false,
    starter: rbStarter,
    sources: (code, sig) => ({ 'solution.rb': code, 'main.rb': rbHarness(), go: goFile(sig) }),
    preStart: { harness: 'main.rb' },
  },
  rust: {
    id: 'rust',
    timeMultiplier: TIME_MULTIPLIER.rust,
    memoryExtraMb: 16,
    testFormat: 'tokens',
    compiled: true,
    starter: rustStarter,
    // main.rs includes solution.rs, which holds the learner's code alone (their own lines in
    // every message); harness.rs is compiled once per signature into an rlib (compile.ts).
    sources: (code, sig) => ({
      'main.rs': rustMain(sig),
      'solution.rs': code,
      'harness.rs': rustHarness(sig),
    }),
    prebuilt: 'harness.rs',
  },
  go: {
    id: 'go',
    timeMultiplier: TIME_MULTIPLIER.go,
    // The runtime, and a goroutine's stack while it is copied to twice its size.
    memoryExtraMb: 32,
    testFormat: 'tokens',
    compiled: true,
    starter: goStarter,
    // The harness's reading and writing, package cc, is compiled once and linked into each program.
    sources: (code, sig) => ({
      'solution.go': goSolution(code),
      'harness.go': goHarness(sig),
      'cc.go': GO_PRELUDE,
    }),
    prebuilt: 'cc.go',
  },
  typescript: {
    id: 'typescript',
    timeMultiplier: TIME_MULTIPLIER.typescript,
    memoryExtraMb: 128,
    testFormat: 'json',
    compiled: true,
    starter: tsStarter,
    // Type-checked and emitted in a compile box (lang/typescript.ts), then run as JavaScript is:
    // the same harness and command, so a JavaScript interpreter started ahead serves it too.
    sources: (code) => ({ 'solution.ts': code, 'check.cjs': tsChecker(), go: '\n' }),
    preCompile: { compiler: 'check.cjs' },
    runFiles: (out, sig) =>
      new Map<string, Buffer | string>([
        ['solution.js', out.get('solution.js') ?? ''],
        ['solution.lines', out.get('solution.lines') ?? '[]'],
        ['main.cjs', jsHarness()],
        ['go', goFile(sig)],
      ]),
    preStart: { harness: 'main.cjs' },
  },
};

/** Starter code for the editor, generated from the signature in LeetCode's form. */
export function starterCode(signature: Signature, language: Language): string {
  return LANGUAGE_DEFS[language].starter(signature);
}
