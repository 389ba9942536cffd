import type { Verdict } from '@codecoach/contracts';
import { OUTPUT_FILE_CAP_BYTES, type StepOutcome } from './runstep.ts';
import type { JudgeError } from './types.ts';

const MEMORY_ERRORS = new Set([
  'MemoryError',
  'java.lang.OutOfMemoryError',
  'std::bad_alloc',
  'System.OutOfMemoryException',
  'OutOfMemoryException',
  'NoMemoryError',
]);

/** An exception the harness caught: out-of-memory types are MLE, the rest runtime errors. */
export function verdictForException(e: JudgeError): Verdict {
  return MEMORY_ERRORS.has(e.type) ? 'memory_limit_exceeded' : 'runtime_error';
}

const SIGNALS: Record<number, [string, string]> = {
  4: ['SIGILL', 'Illegal instruction'],
  5: ['SIGTRAP', 'Trace/breakpoint trap'],
  6: ['SIGABRT', 'Aborted (abort() was called, e.g. by a failed assertion or an uncaught exception)'],
  7: ['SIGBUS', 'Bus error (invalid memory access)'],
  8: ['SIGFPE', 'Floating point exception (e.g. integer division by zero)'],
  9: ['SIGKILL', 'Killed'],
  11: ['SIGSEGV', 'Segmentation fault (invalid memory access, e.g. out-of-bounds index or null pointer)'],
  13: ['SIGPIPE', 'Broken pipe'],
  24: ['SIGXCPU', 'CPU time limit exceeded'],
  25: ['SIGXFSZ', 'Output limit exceeded'],
  31: ['SIGSYS', 'Bad system call (an operation the sandbox does not allow)'],
};

const TIME_LIMITS = new Set(['setup-cpu', 'setup-wall', 'test-cpu', 'test-wall', 'total-wall']);

/**
 * Why a program ended while a test was running (or before any test), when the harness could
 * not say so itself: stopped by its launcher at a limit or for breaking the protocol, killed by
 * the kernel for memory, or by a signal.
 */
export function verdictForCrash(step: StepOutcome, output: string): { verdict: Verdict; error?: JudgeError } {
  const { exec } = step;
  if ((exec.limit && TIME_LIMITS.has(exec.limit)) || step.killedFor === 'deadline' || exec.signal === 24)
    return { verdict: 'time_limit_exceeded' };
  if (exec.limit === 'protocol') {
    return {
      verdict: 'runtime_error',
      error: {
        type: 'ProtocolViolation',
        message: `The program wrote to the judge's result channel itself (${exec.violation ?? 'out of order'})`,
      },
    };
  }
  // Printing without end is an output-limit error even when buffering then ran out of memory.
  if (exec.limit === 'output' || exec.signal === 25 || exec.outBytes >= OUTPUT_FILE_CAP_BYTES) {
    return {
      verdict: 'runtime_error',
      error: { type: 'OutputLimitExceeded', message: 'Output limit exceeded' },
    };
  }
  // Go's runtime ends on a fatal error with a traceback of every goroutine after its message
  // (GOTRACEBACK cannot hide it): its first such line is the reason, wherever it is.
  const goFatal = /^fatal error: (.+)$/m.exec(output)?.[1];
  if (goFatal === 'runtime: out of memory' && !step.oom) return { verdict: 'memory_limit_exceeded' };
  if (goFatal === 'stack overflow')
    return {
      verdict: 'runtime_error',
      error: { type: 'StackOverflow', message: 'Stack overflow (recursion too deep)' },
    };
  if (goFatal && !step.oom && !exec.signal)
    return { verdict: 'runtime_error', error: { type: 'fatal error', message: goFatal.slice(0, 4000) } };
  if (
    step.oom ||
    /JavaScript heap out of memory|java\.lang\.OutOfMemoryError|Out of memory|memory allocation of \d+ bytes failed/.test(
      output.slice(-4096),
    )
  ) {
    return { verdict: 'memory_limit_exceeded' };
  }
  if (/Maximum call stack size exceeded|StackOverflow|Stack overflow/i.test(output.slice(-4096))) {
    return {
      verdict: 'runtime_error',
      error: { type: 'StackOverflow', message: 'Stack overflow (recursion too deep)' },
    };
  }
  if (exec.signal) {
    const [type, message] = SIGNALS[exec.signal] ?? [
      `signal ${exec.signal}`,
      `Killed by signal ${exec.signal}`,
    ];
    return { verdict: 'runtime_error', error: { type, message } };
  }
  const tail = output.trim().split('\n').slice(-3).join('\n');
  return {
    verdict: 'runtime_error',
    error: {
      type: 'ExitedEarly',
      message: `The program exited with code ${exec.exit} before finishing the tests${tail ? `: ${tail}` : ''}`,
    },
  };
}
