/**
 * Evidence that a message is about the learner's own code ("my code", "this solution"): the
 * complexity answer (builtin/chat-complexity.ts) then says what it could not read in it. The
 * intent itself is read by the statistical model (intent.ts), not by phrases.
 */
export const OWN_CODE =
  /\bmy (code|solution|program|implementation|function|attempt|answer|loop|approach)\b|\b(this|the) code\b|\bmy (java|python|javascript|cpp) code\b/;
