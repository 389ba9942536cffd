/**
 * @param {number[]} skills
 * @return {number[][]}
 */
var balancedSplits = function (skills) {
  const n = skills.length;
  let total = 0;
  for (const s of skills) total += s;
  if (total % 2) return [];
  const half = total / 2;
  const size = n / 2;
  const found = [];
  const team = [0];
  const choose = (i, acc) => {
    if (team.length === size) {
      if (acc === half) found.push(team.slice());
      return;
    }
    if (acc > half || n - i < size - team.length) return;
    team.push(i);
    choose(i + 1, acc + skills[i]);
    team.pop();
    choose(i + 1, acc);
  };
  choose(1, skills[0]);
  return found;
};
