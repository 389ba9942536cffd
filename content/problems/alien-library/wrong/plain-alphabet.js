/**
 * @param {string} order
 * @param {string[]} titles
 * @return {string[]}
 */
var shelveTitles = function (order, titles) {
  return [...titles].sort(); // bug: the library's alphabet is ignored
};
