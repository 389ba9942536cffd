/**
 * @param {number[]} skills
 * @return {number[][]}
 */
var balancedSplits = function (skills) {
  const n = skills.length;
  let total = 0;
  for (const s of skills) total += s;
  if (total % 2) return [];
  const found = [];
  const team = [0];
  const choose = (i, acc) => {
    if (i === n) {
      if (acc === total / 2) found.push(team.slice()); // bug: the team size is never checked
      return;
    }
    team.push(i);
    choose(i + 1, acc + skills[i]);
    team.pop();
    choose(i + 1, acc);
  };
  choose(1, skills[0]);
  return found;
};
