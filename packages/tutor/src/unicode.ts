/**
 * Invisible Unicode stripped from untrusted text (learner code, chat messages) before any engine
 * sees it: zero-width characters, bidirectional controls (Trojan Source), tag characters (hidden
 * ASCII), variation selectors, soft hyphens and other format characters (category Cf), except the
 * ordinary tab, newline and carriage return.
 */
const INVISIBLE = /\p{Cf}|[\u{FE00}-\u{FE0F}]|[\u{E0100}-\u{E01EF}]|[\u{115F}\u{1160}\u{3164}\u{FFA0}]/gu;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** How many invisible characters a text carries (logged and said to the model as a warning sign). */
export function countInvisible(text: string): number {
  return text.match(INVISIBLE)?.length ?? 0;
}
