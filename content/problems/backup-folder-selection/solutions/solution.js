/**
 * @param {string[]} selected
 * @return {string[]}
 */
var topLevelFolders = function (selected) {
  // Trie of folder names: kids[v] maps a name to a child node; path[v] is the ticked path ending at v.
  const kids = [new Map()];
  const path = [null];
  for (const p of selected) {
    let v = 0;
    for (const name of p.slice(1).split('/')) {
      let next = kids[v].get(name);
      if (next === undefined) {
        next = kids.length;
        kids[v].set(name, next);
        kids.push(new Map());
        path.push(null);
      }
      v = next;
    }
    path[v] = p;
  }
  const out = [];
  const stack = [0];
  while (stack.length > 0) {
    const v = stack.pop();
    if (path[v] !== null) out.push(path[v]); // everything below is inside this folder
    else for (const child of kids[v].values()) stack.push(child);
  }
  return out;
};
