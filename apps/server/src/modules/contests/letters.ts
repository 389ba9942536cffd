/** Problem letters: A..Z (at most 26 problems per contest). */
export const letter = (i: number) => String.fromCharCode(65 + i);
