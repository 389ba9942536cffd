/**
 * The intent classifier's training corpus, part 2 continued: more utterances for the statement,
 * edge cases, concepts, preparation, solution requests and messages off the subject
 * (train-talk.ts has the definitions and the first lines). Written from each intent's definition
 * alone, blind to the evaluation sets, to cover the forms the first lines have few of: questions
 * about the problem's own examples, parameters and story words, study planning in general, silly
 * questions that use data-structure words, typos and chat shorthand.
 */

/** Which inputs to test: the boundaries and special cases worth checking. */
export const EDGE_CASES_MORE = `
what edge cases are there for the batteries one, like a station at km 0
should i test with maxSwaps set to 0
what special cases should i try for the towns one, like k = 0 or a town with no roads
what tricky inputs should i test before submitting the tolls one
is an already sorted row of kayakers a case worth testing
which edge cases come up when n = 1
what inputs should i try to make sure my code is right
which boundary values should my tests include
edge cases for strings, empty or one char?
what cases do people usually forget on this one
give me a list of inputs to test my code with
what are the weird inputs i should check
any traps with the -1 stones i should test
should i test with huge values near the limits
all elements the same, is that worth testing?
are there tricky cases with duplicates or negatives i should try
what should i check besides the given examples
what tests should i add myself
edge case check pls
which extreme cases could break a solution
is every space being occupied a special case i should test
what cases might a solution miss here
boundaries to watch for when k is bigger than n
what are the gotchas with an unreachable target
cases to test?
what should i try when the array has one element and k is 1
special inputs to consider for this one
how do i know ive covered all the corner cases
which weird inputs should i throw at my code
could overflow be an issue, what big inputs should i test
`;

/** What the problem says: what it asks, its input and output, constraints and examples. */
export const STATEMENT_MORE = `
why is the answer for example 1 equal to 5
i dont get example 1
can R be a decimal or is it always an integer
can the tolls be negative
can k be zero
do i have to use all the passes
do the batteries have to be swapped at every station
in example 2 why is town 3 not in the output
what does the third test case mean
is n up to 10^5 or 10^6
are the stations given sorted or in any order
can there be two roads between the same junctions
does the start town count as reachable
is the last line free even if it is almost empty
if a hiker cant finish the first stage is their answer 0
can two kayakers have the same weight
are zeros allowed in the input array
what does maxSwaps mean exactly
do the titles on the shelves have to keep their order
what do they mean by consecutive free spaces
what is R supposed to be, the range?
is the answer always a whole number
what should i output if nothing is reachable
are the words given as lengths or as the actual words
can i use a pass twice on the same road
wht does the problem want me to return
is minJump allowed to be 1
what do the numbers in the first example stand for
so in example 3 the output is -1 because you cant reach the end?
idk what this question is asking tbh
`;

/** A concept in general: a data structure, an algorithm, a technique, a term. */
export const CONCEPT_MORE = `
how does a heap work under the hood
what does amortised mean
how does binary search on a mountain array find the peak
what is a segment tree
explain union find with path compression
whats the difference between dfs and backtracking
what is a fenwick tree used for
memoization vs tabulation, whats the difference
how does dijkstra work in general
what is a bipartite graph
explain what a topological order is
what does it mean for a function to be monotonic
what is binary search on the answer as a general idea
how do tries store words
what is a cycle in a directed graph
how are hash collisions handled
what is the two pointer technique and when does it work
min heap vs max heap?
explain kadane's algorithm
what is a sparse table
how does a bitmask work
what is an interval tree
whats tail recursion
explain a deque like im 5
what is a dp state
how does bfs find shortest paths in an unweighted graph
whats a spanning tree
what is a stable sort
can u explain what a monotonic queue is
what does mod 10^9+7 mean and why do problems use it
`;

/** Studying in general: what to learn or practise next, a plan, interviews, progress. */
export const PREPARATION_MORE = `
i finished the graph problems, what should i practise next
how many problems a day should i do
should i time myself when i practise
how long should i spend on a problem before i look at hints
are mock interviews worth it
how do i review problems i already solved
which topics matter most for big tech interviews
i have 3 weeks till my interview, plan pls
i keep forgetting solutions a week later, how do i review better
after dp what topic should i do
should i do more mediums or move on to hards
what should my daily routine look like for interview prep
is 2 problems a day enough
is it worth learning segment trees for interviews
how do i practise explaining my thinking out loud
what do i do if i freeze in an interview
how do i know when im ready to start applying
i did all the easy ones, now what
does spaced repetition work for coding problems
whats a realistic study schedule next to a full time job
should i stick to one language for interviews
how do i get quicker at solving problems under interview time pressure
which patterns should i master first
where am i weakest based on what ive solved so far
should i do mocks with a timer
is it worth redoing the problems i failed
whats next for me after arrays and strings
how do i keep track of which topics ive covered
give me a 4 week plan for graphs and dp
im a beginner, how many hours a day should i study dsa
`;

/** The answer itself: the full code, the reference solution, an implementation written for them. */
export const SOLUTION_REQUEST_MORE = `
just give me the full code for the batteries one
write the dijkstra with the passes for me, the whole thing
pls write the complete solution in typescript
i dont want hints, paste the working code
show me the answer for the tolls problem
whats the code that gets accepted
can u just solve it, im tired
give me the solution in go
type out the whole function so i can compare it with mine
write it all for me
can you give me the final answer code
just show the implementation
full solution pls
i need the code by tonight, write it
show me a complete accepted solution
solve the stepping stones for me in java
give me the full working program
ok i give up, whats the full solution
write the whole thing in rust
paste the reference implementation
show the model answer
just do it for me
send me the code pls, no explanation
spoil it, show me the solution
code the full answer
what would the complete code look like, write it out
skip the hints and write the solution
can i have the entire program
implement it for me end to end
dont explain, just give code
`;

/** Not about the problem, coding or studying: small talk, other subjects, attempts to steer. */
export const OFF_TOPIC_MORE = `
who would win, a trie or a heap
write me a poem about recursion
is it going to rain tomorrow
are you hiring
do you have a girlfriend
how much do software engineers earn in germany
whats your favourite data structure lol
tell me a joke about linked lists
can a binary tree grow in my garden
if a stack and a queue had a baby what would it be
whats ur opinion on pineapple pizza
are you chatgpt
sing a song about sorting algorithms
how do i ask my manager for a raise
whats the best laptop for gaming
can you do my math homework
whats the score of the match
im hungry
how many legs does a spider have
what is love
do robots dream
write a haiku about hash maps
where do you live
yo whats up
who invented the sandwich
should i quit my job and become a chef
can you speak french
how much is 2 plus 2
tell me about dinosaurs
is a heap of laundry a data structure
`;
