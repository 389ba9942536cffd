/**
 * @param {string} syllables
 * @param {number} n
 * @return {string[]}
 */
var allChants = function (syllables, n) {
  const letters = syllables.split('').sort();
  const chants = [];
  const chant = [];
  const extend = () => {
    if (chant.length === n) {
      chants.push(chant.join(''));
      return;
    }
    for (const c of letters) {
      if (chant.length === 0 || chant[chant.length - 1] !== c) {
        chant.push(c);
        extend();
        chant.pop();
      }
    }
  };
  extend();
  return chants;
};
