/**
 * The intent classifier's training corpus, part 1: the intents about the open problem and the
 * learner's code. One utterance a line, written from each intent's definition (decision 022,
 * "Round 4: the chat") in many learners' voices: short and long, polite and blunt, with typos
 * and chat shorthand, with and without code words. None is taken from the evaluation sets.
 */

/** How to go about the problem: the technique, the pattern, where to begin (not a hint ladder rung). */
export const APPROACH = `
where do I even begin with this one
what technique fits here
is this a sliding window kind of problem or something else
which pattern would you use for this task
give me a high level plan, no code
how would an experienced person think about this question
what's the general strategy
I read it twice and have no plan, what's the overall idea
should I go with recursion or iteration here
can this be done with two pointers
is a hash map the right tool for this one
what data structure fits this problem best
what is the main trick behind this kind of question
how to attack this
hw do i go about solvng this
which algorithm family does this belong to
could I sort first and then scan, is that the right direction
is bfs or dfs better for this task
what's the intuition behind solving it
outline the steps I should take, I'll code them myself
brute force first, then what would be a smarter way to think about it
what category is this problem, greedy or dp?
how do people usually solve these
i want to figure out the plan before writing anything
what's the first thing I should think about here
any recommended way to structure my solution
is there a known technique for problems like this
should I be thinking graphs for this one
which direction should I take with this
what's a good way to model this problem
does a stack make sense for this
I don't want code, just the approach
how would you break this problem down into parts
what is the key observation I need
could you describe the method at a high level
walk me through the thinking for this question
how should I think about this problem
which approach works best here
what's the optimal approach for this question
can you explain the approach without giving code
I don't know where to start
how do you solve problems like this in general
what's the right way to tackle it
should I use dynamic programming for this one
is this a graph problem
is there a pattern that makes this easy
what would be a reasonable first attempt
how would you approach it in an interview
what kind of algorithm is expected here
is binary search applicable here
any idea how to structure the solution
where to start with this question
how do I solve this without brute force
`;

/** A small nudge: the next rung of the hint ladder, without the answer. */
export const HINT = `
hint please
can I get a hint
I'm stuck
stuck again, a small nudge?
give me a clue
just a little push in the right direction
another hint
next hint please
i'm lost, help a bit without spoiling it
a tiny tip, not the full thing
any pointers?
nudge me
I have been stuck on this for an hour, something small to unblock me
help me get unstuck but don't tell me everything
what should I do next, just a hint
drop me a hint
hnt pls
cn u giv me a hint
can you give me one more clue
what am I missing? hint only
could you hint at the next step
I need some help to move on
no idea how to continue, help
a hint for the next part
spoiler-free tip please
give me a bit more help than last time
i got the first hint, what is the second one
help
tip?
i'm totally blocked
just point me somewhere, don't solve it
I could use a small hint about what to try
give me a hint but not the answer
just a hint please, not the code
one more hint
can you help me a little
any hints for this problem
what's the first hint
i need a nudge
can i have a small clue about the trick
help i'm stuck on this
hint about the data structure
am I on the right track? give me a hint
hint hint hint
could I get a tip to get going
`;

/** The learner's code gives a wrong answer, crashes or does not compile: what is wrong with it. */
export const WHY_WRONG = `
why does my code fail
what's wrong with my solution
my code gives the wrong output
where is the bug in my code
it says wrong answer, why
why am I getting a runtime error
my program crashes on submit
can you find the mistake in my code
why does it return 3 instead of 4
debug this for me please
I get an index out of bounds exception
my answer is off by one somewhere
it compiles but the output is wrong
why is my result different from the expected one
whats wrong w my code
y is my code not working
my java code throws a null pointer exception
segmentation fault in my c++ solution, why
my function returns undefined
the output is empty but it should not be
it passes the examples but fails after submitting
why does it fail on some tests
something's broken in my loop, can you spot it
I think my logic is wrong but I can't see where
my python solution raises KeyError
wrong answer on test 5, what did I do wrong
can you explain why my submission failed
the code doesn't work and I don't know why
is there an error in my code
my code doesn't compile, what's the problem
I keep getting the wrong count
it prints duplicates, why
what mistake did I make
my recursion gives wrong values
help me fix my code
my solution is incorrect, what's the issue
why is my answer wrong
what did I get wrong
why isn't my solution accepted
my code fails the second example
why do I get 0
it returns the wrong result for some inputs
the judge says wrong answer
why is the output off
can you check my code for bugs
where did my logic go wrong
my loop never ends and it crashes
why is this not working
i get a stack overflow
my code outputs -1 but should output 2
what is the bug
why the runtime error
`;

/** Which input breaks the learner's code: a failing test, a counterexample. */
export const WHICH_TEST = `
which test does my code fail
what input breaks my solution
show me a failing input
give me a counterexample
which case am I failing
on what input does it go wrong
what test case fails
can you find an input where my code is wrong
which example doesn't pass
what's the failing test
give me the input that makes it crash
which input gives the wrong answer
find me a test that breaks this
is there a case my code gets wrong? show it
what input should I try to see the bug
which tst is failing
whch input fails
show the smallest input that fails
which one of the tests is it failing on
for what input does my program give a different answer
I want to see the exact input it fails on
tell me the failing case so I can debug it myself
what's a small input that breaks it
which inputs make my code time out
what data makes my function fail
counter example please
give me a test my code doesn't pass
where does it fail, which input
show me the input and the expected output it misses
what input makes the result wrong
what test am I failing on
which hidden test breaks it
give me an example input where it's wrong
what case doesn't my code handle
show me an input my code gets wrong
can you give me a failing example
which input is the problem
name an input that fails
a failing test case please
what's an example where my answer differs
`;

/** The time or space complexity: of the learner's code, of an approach, or asked in general. */
export const COMPLEXITY = `
what's the big o of my code
what is the time complexity here
how much memory does my solution use
is my solution O(n^2)
what's the space complexity of this
is this linear time
is my code n log n or n squared
how does my solution scale with the input size
what's the runtime complexity of my approach
complexity of my code?
time and space complexity please
is my algorithm quadratic
what complexity should the solution have
how efficient is my current code
what is the asymptotic running time
big-o?
wats the complexity of this
how many operations does my loop do in the worst case
is my recursion exponential
how does the running time grow when n doubles
what order of growth is my code
how much extra space am I using
is it O(n) or O(n log n)
what is the complexity of the nested loops I wrote
would my solution be considered efficient in terms of big o
what's the worst case time
is this constant space
is sorting making my code n log n
analyse the complexity of what I wrote
tell me the time complexity of my function
what is the time complexity of this solution
what complexity does my code have
how does it scale
is my code efficient enough
what's the space usage
is this O(1) space
is my approach linear
is this solution O(n log n)
complexity analysis please
how expensive is my algorithm
what's the big o
time complexity?
`;

/** The learner's code is too slow (a time limit) or could be more efficient: how to speed it up. */
export const FASTER = `
how can I make my code faster
my solution is too slow
I get time limit exceeded
how do I optimize this
can this be done more efficiently
my code times out on big inputs
TLE on the last tests, help
is there a quicker way than my nested loops
how to speed this up
can I avoid the second loop
my solution passes but it's slow, how to improve it
how to reduce the runtime
optimise my approach please
can I do better than quadratic
it takes too long for large n
how to make it run in linear time
my code is only faster than 10 percent of submissions
is there a more efficient data structure I could use
how do I get rid of the timeout
improve the performance of my code
my recursion is too slow, what can I do
tle
optimze this
faster way?
make it faster
can it be sped up with memoization
what would make this more efficient
how to avoid recomputing the same thing
my brute force works but is too slow for the limits
how do I bring it down from n squared
is there a faster solution
how can I improve the time complexity
my code is slow on large inputs
how to optimize my solution
time limit exceeded, what now
can I make this O(n)
speed it up
what can I change to make it quicker
the solution is too slow, help
can this run faster
how to make my code efficient
a more optimal way?
getting tle on the big tests
my submission gets TLE every time
`;
