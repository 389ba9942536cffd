/** Small markdown helpers shared by the built-in engine's answers. */
export function json(v: unknown, max = 300): string {
  const s = JSON.stringify(v) ?? 'undefined';
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Inline code that cannot be broken by backticks in the value. */
export function code(s: string): string {
  const ticks = s.includes('`') ? '``' : '`';
  return `${ticks}${s}${ticks}`;
}

/** The editorial's prose: code blocks dropped (they are the solution). */
export function prose(markdown: string): string {
  return markdown.replace(/(```|~~~)[\s\S]*?(\1|$)/g, '').trim();
}

/** Sentences of the editorial's last approach: the built-in pseudo-code rung. */
export function lastApproachSteps(editorial: string): string[] {
  const sections = prose(editorial)
    .split(/^##\s+/m)
    .filter((s) => s.trim() !== '');
  const last = sections[sections.length - 1] ?? '';
  const body = last
    .split('\n')
    .slice(1)
    .filter((l) => !/^\s*-\s*(Time|Space)\s*:/.test(l))
    .join(' ');
  return body
    .split(/(?<=[.!?])\s+(?=[A-Z`])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 12)
    .slice(0, 6);
}

export function complexityOf(editorial: string): string | undefined {
  const lines = editorial.split('\n').filter((l) => /^\s*-\s*Time\s*:/.test(l));
  const m = lines[lines.length - 1]?.match(/O\([^\n]*?\)(?=[\s.,;:]|$)/);
  return m?.[0];
}
