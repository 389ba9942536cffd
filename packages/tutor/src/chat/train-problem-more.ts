/**
 * The intent classifier's training corpus, part 1 continued: more utterances for the intents about
 * the open problem and the learner's code (train-problem.ts has the definitions and the first
 * lines). Written from each intent's definition alone, blind to the evaluation sets, to cover the
 * forms the first lines have few of: messages naming the problem's own particulars (a parameter,
 * an example, a story word), an algorithm the learner knows but cannot yet apply, context-leaning
 * and rambling messages, typos and chat shorthand.
 */

/** How to go about the problem: the technique, the pattern, where to begin (not a hint ladder rung). */
export const APPROACH_MORE = `
i know dijkstra but how do i use it when some roads can be driven for free with the passes
i tried binary search on R, how do i check whether a candidate works
ok say i pick some value for the range, how do i decide if it gets me to the end of the road
is this a union find thing or should i bfs from start layer by layer up to k rides
how do i model the tolls and the passes as a graph, like what are the nodes
idk how to approach it tbh, just the overall method pls
n is up to 10^5 so anything quadratic is out, what kind of approach should i be looking at
would a heap help here or am i overthinking it
so i sort the stations first, then what is the plan from there
whats the general idea for the notice board one, is it dp over the words
how would you split this into smaller subproblems
is it prefix sums plus a binary search for each hiker or is there a smarter way to go about it
what state would the dp need to remember here
approach?
plan of attack for this one
i know sliding window in theory but how does it apply to this problem
recursion with memo or a bottom up table, which way should i go for this one
do i binary search on the answer here
im thinking two heaps to keep the median, does that direction make sense
can u explain the strategy step by step, no code pls
whats the idea in one sentence
honestly i understand the statement fine but i have zero idea which algorithm to use, is there a standard way people handle this kind of task
should i simulate the whole thing or is there some math trick to it
how do i even represent the state when i also have to track the passes left
is this topological sort territory with the recipe steps
would a monotonic stack be the way to go for this
hw wud u aproach this one
what is the main insight i need to get going
i thought greedy for the kayaks but im not convinced it holds, how should i think about it
do i treat the occupied spaces as sorted gaps, is that the right way to attack it
`;

/** A small nudge: the next rung of the hint ladder, without the answer. */
export const HINT_MORE = `
stuck rn pls help a lil
give me the next hint
ok that helped, and after that? just a hint
a hint about the passes, not the whole idea
im close i think, one more small push
dont spoil it but what should i be looking at
a tiny hint about what to binary search on
can u nudge me towards the right data structure without giving it all away
been staring at this for 40 min, something small pls
hint 2?
next clue
i feel like im missing one trick, can you hint at it without telling me
i tried binary search but im stuck on the check, a hint please
small hint for the dp transition
a hint for the first step only
pls just a hint i want to solve it myself
no code, no answer, just a nudge
can you give me a hint thats a bit bigger than the last one
stuck on the part where i handle the k rides, any hint
gimme a hint
i dont need the full approach, just a nudge
any small tip for the kayaks one
one clue about the batteries, not the answer
something to think about? im blocked
a hint on what i should keep track of as i go
im stuck and idk what to do next, a clue would be nice
ok i sorted the stations, so what next? only a small hint
hint pls but keep it vague
i need a little help to get past this step
hmm still stuck after the last hint, another one?
`;

/** The learner's code gives a wrong answer, crashes or does not compile: what is wrong with it. */
export const WHY_WRONG_MORE = `
my code returns 7 for example 2 but it should be 5, why
i get -1 for the tolls one even when the last junction is reachable, whats wrong with my code
why does my binary search loop never stop
my bfs puts the start town in twice, the output has duplicates, what did i mess up
passed both examples then wrong answer on submit, whats off in my code
error: cannot find symbol, what did i do wrong
TypeError cannot read properties of undefined in my js, why
my python gives IndexError list index out of range on line 12
why does my dp come out one more than it should
my code always answers R one too big for the batteries
why do i get a negative total cost, something in my code is broken
whats the bug, my function returns an empty list for every hiker
it says compilation error but it runs fine on my machine
my code crashes when n is 1, why
im sure my logic is right but it still says wrong, can u look
y does my loop skip the last element
my output is [0,1,2] but the expected is [0,1,2,3], why is 3 missing from mine
why is my result always zero
it prints the right answer and then crashes, whats wrong
my sum comes out as a weird huge negative number, overflow in my code?
why does my program say undefined is not a function
pls check my code i cant find the bug
i swapped the two loops and now my answer is wrong, why
my solution gives 4 for the first example instead of 3 and i dont see why it does that
wrong output and i have no idea why
the expected answer is 9 and mine prints 11, where is my mistake
runtime error on submission but the examples pass, what is going on with my code
my code still steps on the -1 stones, why
why is my function returning None
my recursion blows the stack and crashes, what did i do wrong
`;

/** Which input breaks the learner's code: a failing test, a counterexample. */
export const WHICH_TEST_MORE = `
what input would make my code return the wrong R
give me a small array where my solution fails
can u show me one input where my output is wrong
which of the hidden tests do i fail
is it the third test case that fails? what is its input
tell me an input with small n where my code gives a different result
what is a concrete case that breaks my code
show me the test i fail along with the expected output
i want a counterexample to my greedy
find a case where my greedy picks wrong
whats the input of the test im failing
give me a failing test, ill debug it myself
which test breaks it
failing input?
smallest counterexample pls
can you generate an input where my code and the right answer differ
what input does my code crash on
show me where it breaks, like the exact numbers
on which case is my output different from the expected one
is there an input with duplicates that my code gets wrong? show me
i pass 14 of 20, which ones fail
give me a list of stations where my code returns the wrong range
what input makes my function return -1 when it shouldnt
which input exposes the bug in my code
could you produce a test my solution doesnt pass
list the inputs my code fails
wich test do i fail on
show me a case where my answer comes out too big
give me the counterexample so i can trace it by hand
whats one input where my code is off
`;

/** The time or space complexity: of the learner's code, of an approach, or asked in general. */
export const COMPLEXITY_MORE = `
what is the complexity of my code in terms of n and k
whats the time complexity of a bfs that stops after k layers
is my dp O(n * width) or worse
how much memory does my memo table take
whats the big o if i binary search on R and check each candidate in linear time
is dijkstra with a heap E log V here
complexity of sorting the stations and then scanning them once?
how many times does my inner loop run in total
there is a while loop inside my for loop, is that still linear overall
is my space O(n) because of the recursion stack
time and space for the hash map approach?
time complx of my solution
whats the runtime in big o with m hikers and n stages
is it n squared in the worst case or only on average
is my algo exponential because of the recursion
space complexity if i copy the array in every call
whats the complexity of what i have rn
does the heap make it n log k or n log n
big o of sort plus two pointers
how does the cost grow if the width doubles
is this O(V + E)
roughly how many operations does my solution do for n = 10^5
analyse my codes big o pls
is the memory usage linear or quadratic here
what complexity does the intended solution have
is my backtracking 2^n
worst case running time of my code?
what would the complexity be with memoization and without it
time complexity in terms of n and the number of roads
o(n) space or o(1) space for mine
`;

/** The learner's code is too slow (a time limit) or could be more efficient: how to speed it up. */
export const FASTER_MORE = `
my solution times out with n up to 10^5, how do i speed it up
TLE on test 17, how do i make it quicker
my bfs gets too slow when k is large, how to optimise it
im recomputing the sums for every hiker, how do i avoid that
how do i make the check for each R faster
can i replace my inner loop with something quicker
works but slow af, how to improve
its O(n^2) rn, how do i get it down to n log n
my dijkstra is slow, can it go faster
i think the sort inside the loop is killing me, how do i fix the speed
time limit exceeded on the large cases pls help me speed it up
how do i cut down the running time for big inputs
is there a trick to make my code pass the time limit
reduce the time my solution takes
my recursion takes forever for n = 40, speed it up
can i use a prefix sum to make my code faster
how to make my code run under a second
my answer is right but too slow, what should i change
it keeps timing out, what can i optimise
optimize pls
my code only beats 5 percent, how do i speed it up
a faster version of my code?
how do i avoid looping over all the stations every time
can i cache something to speed it up
whats slowing my code down and how do i fix it
the last 3 tests time out
too slow for 10^5 elements, how to improve it
my check rescans the whole array every time, how to make it quicker
need it quicker, any optimisation ideas
still exceeding the time limit even with memo, what else can i do
`;
