/**
 * Labelled utterances for the intent classifier's naive Bayes model (bayes.ts): the intents about
 * the problem and the code in the editor. Written from each intent's definition (decision 016,
 * "The chat") in the many ways learners type (lower case, shorthand, no question mark, a reason
 * given, the code described), none taken from the evaluation's question sets. One utterance a
 * line. Add wordings here, not phrases to features.ts, when an intent is missed.
 */

/** The hint ladder: a nudge, one rung at a time, no answer. */
export const HINT = `
can i have a hint
give me a hint please
i need a small hint
any hints for me
one more hint
next hint
a clue would help
drop me a clue
i am stuck here
i have been stuck for an hour
im totally stuck, help
just a nudge, nothing more
push me in the right direction
point me somewhere without spoiling it
a tip without giving it away
help, but keep the answer hidden
help, i have no idea what to do
i do not know how to continue
not sure what to do next, small hint
can the hint be more concrete
that hint did not help, another
i am lost, a hint maybe
something to get me unstuck
what should i think about, just a pointer
give me a direction to look in
stuck again, next clue
a hint about the trick please
help me a bit
i am blocked on this one
some guidance but not the solution`;

/** How to think about the problem: the pattern, the data structure, the plan; never code. */
export const APPROACH = `
how should i approach this problem
what is the approach here
how do i solve this
how would you tackle this
where do i begin with this one
no clue how to start this problem
what algorithm fits this problem
which data structure should i use here
does this reduce to a shortest path
is this dynamic programming
is greedy enough here or do i need dp
is there a known pattern for this
what technique solves this
whats the intuition behind this one
explain the idea without code
how to think about this problem
my plan is to sort and then scan, would that work
i planned three loops, will it pass
the obvious solution is slow, what would be better
is a hash map the right tool here
can i use binary search for this
should i use recursion or iteration here
what is the key insight
how do i represent the data
what would a good strategy be
is sorting first a good idea here
can this be done in one pass
give me the high level idea
describe the algorithm in words
what is the clever observation
is my idea correct: count them with a map
would a stack work for this
outline the steps i should follow, no code
what is the general method here
which approach is expected for this question`;

/** Why the code in the editor fails: the judge's failure, the suspect line, the cause. */
export const WHY_WRONG = `
why is my code wrong
what is wrong with my solution
where is the bug in my code
my code fails and i do not know why
it gives the wrong answer
i get a wrong answer on some tests
why does my function return the wrong value
my output is off by one
it returns 0 when it should not
my answer is too big on some inputs
why does this crash
i get a runtime error
index out of range error, why
null pointer exception in my code
my code throws an exception
help me debug this
can you find the mistake
what did i do wrong here
this should work but it does not
my loop looks fine but the result is wrong
the result is missing some elements
why does it return null
the samples pass yet submission fails
the submission was rejected, what is the problem
my recursion gives the wrong result
why does my two pointer version fail
my count comes out too high
spot the error in my code please
my program prints the wrong thing
it fails for some inputs, why
why am i getting wrong answer
my implementation is broken
segmentation fault when i run it
stack overflow error in my recursion
which line is wrong
compile error, what does it mean
my solution is incorrect, please check
the logic seems right but the judge disagrees`;

/** An input that breaks the code in the editor. */
export const WHICH_TEST = `
which test fails
which test case am i failing
what input breaks my code
give me an input that fails
show me a counterexample
find a counter example for my code
on which input does it go wrong
what case am i missing
which input makes it fail
can you show me the failing case
what is the failing input
an example where my code gives a wrong answer
what kind of test do i fail
tell me an input where this breaks
what test would my code fail
a small input that my code gets wrong
for which values does it break
what input should i run to see the bug
find the input where my output differs
which example does it get wrong
show me the test it fails on
produce an input my code answers wrongly
i need a failing test case
what breaks this`;

/** The complexity of the code in the editor (or of the approach). */
export const COMPLEXITY = `
what is the time complexity of my code
whats the big o of this
big o of my solution
what is the complexity
time and space complexity please
how much memory does my code use
space complexity of this
is my solution linear
is this o(n log n)
is this quadratic
is my code o(n)
what is the runtime of this function
how does my code scale with n
how efficient is this
is this exponential
how many operations does my code do
how does the running time grow
what order of growth is this
is it o(n) or o(n^2)
i think this is linear, am i right
is the complexity of my loops n squared
does the sort make it n log n
what is the complexity of my recursion
analyse the complexity of my code
the sort is n log n, so is the whole thing n log n
why is it not n^2 if there are two loops
isnt it n cubed with three loops
hmm shouldnt it be log n because it halves
does the hash map lookup make it slower than linear
how can two loops be linear
it is only one loop so it must be n right
what is the worst case running time
does the recursion make it exponential`;

/** Making the code in the editor faster: the time limit, optimisation. */
export const FASTER = `
how can i make it faster
my code is too slow
time limit exceeded
i get tle on large inputs
it exceeds the limit on large cases
how do i optimize this
can this be optimised
speed this up
is there a faster way
my solution is slow, how to improve
how to reduce the time complexity
it passes small tests but is too slow for big ones
how do i avoid the nested loop
can i make this run in linear time
improve the performance of my code
my code takes too long
timeout on the last test
tle, what should i change
how to get rid of the quadratic part
my code is correct but slow
how can i beat more submissions
what makes it slow
optimize my code please
it runs out of time`;
