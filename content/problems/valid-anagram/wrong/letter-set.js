/**
 * @param {string} s
 * @param {string} t
 * @return {boolean}
 */
var isAnagram = function (s, t) {
  if (s.length !== t.length) return false;
  // bug: only checks which letters occur, not how often
  const a = new Set(s);
  const b = new Set(t);
  if (a.size !== b.size) return false;
  for (const ch of a) if (!b.has(ch)) return false;
  return true;
};
