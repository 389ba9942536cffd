import * as go from './integrity-two-go.ts';
import * as rb from './integrity-two-ruby.ts';
import * as rust from './integrity-two-rust.ts';

/**
 * Integrity round two's programs in Go, Rust and Ruby (issue 29), each record merged over the
 * three languages, so src/integrity-two.test.ts spreads one per class.
 */
type Programs = Record<string, string>;
type Makers<A extends unknown[]> = (...args: A) => Programs;

export const DEEP_MORE: Programs = { ...rb.DEEP_RB, ...rust.DEEP_RUST, ...go.DEEP_GO };
export const SLOW_THEN_DEEP_MORE: Programs = {
  ...rb.SLOW_THEN_DEEP_RB,
  ...rust.SLOW_THEN_DEEP_RUST,
  ...go.SLOW_THEN_DEEP_GO,
};
export const HUGE_MORE: Programs = { ...rb.HUGE_RB, ...rust.HUGE_RUST, ...go.HUGE_GO };
export const ECHO_MORE = (n: number): Record<string, (off: number) => string> => ({
  ...rb.ECHO_RB(n),
  ...rust.ECHO_RUST(n),
  ...go.ECHO_GO(n),
});
export const SOLVE_MORE = { ...rb.SOLVE_RB, ...rust.SOLVE_RUST, ...go.SOLVE_GO };
export const FILES_MORE: Programs = { ...rb.FILES_RB, ...rust.FILES_RUST, ...go.FILES_GO };
export const SOCKETS_MORE: Programs = { ...rb.SOCKETS_RB, ...rust.SOCKETS_RUST, ...go.SOCKETS_GO };
export const HOLD_MORE: Makers<[number]> = (mb) => ({
  ...rb.HOLD_RB(mb),
  ...rust.HOLD_RUST(mb),
  ...go.HOLD_GO(mb),
});
export const { SPIN_RB } = rb;
