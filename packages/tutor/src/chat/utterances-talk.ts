/**
 * Labelled utterances for the intent classifier's naive Bayes model (bayes.ts): the intents about
 * the problem's text, concepts, preparation, the solution and everything else. Written from each
 * intent's definition (decision 016, "The chat"), none taken from the evaluation's question sets.
 * One utterance a line.
 */

/** Cases to test before submitting. */
export const EDGE_CASES = `
what edge cases should i consider
edge cases for this problem
any corner cases to watch for
what are the tricky inputs here
what special situations do i handle
what should i test before i submit
what inputs might break a solution here
what are the boundary cases
give me some test cases to try
which cases do people usually miss
what are the pitfalls of this problem
what unusual inputs should i handle
what test cases would you write for this
what could go wrong with unusual input
list the edge cases
top edge cases please
what about empty input or one element, anything else to check
extreme cases to think about
what weird inputs exist
which inputs catch people out`;

/** What the problem's statement, examples and constraints say. */
export const STATEMENT = `
what does the problem ask for
what is the question asking
i do not understand the problem statement
what should the function return
what do i return if there is no answer
what are the constraints
how large can the input be
how big can n get
can the array be empty
can the values be negative
can there be duplicates
is the input sorted
is indexing zero based
does the order of the output matter
do i return the count or the list
explain example 1
why is the output of the second example 3
what does this sentence in the statement mean
is the answer unique
what happens if two items are equal
am i allowed to modify the input
must the result be in sorted order
is the string only lowercase letters
what is the range of the values
what type should the answer be, can it overflow
what counts as a valid answer here
is it ok to use extra memory
does the statement say it is guaranteed to have a solution
what does the word adjacent mean here
rephrase the problem for me`;

/** A data structure, algorithm or term, answered from the Learn tutorials. */
export const CONCEPT = `
what is a hash map
what is a heap
how does a queue work
explain recursion to me
what is dynamic programming
what does memoization mean
what is a linked list
what is a binary search tree
how does binary search work
what is the two pointer technique
explain backtracking
what is a trie used for
what is big o notation
difference between a stack and a queue
dijkstra vs bfs, when to use which
what is the difference between an array and a linked list
how does a priority queue work
teach me about graphs
explain bit manipulation
what is a sliding window
what does topological order mean
what is union find
what is a segment tree
how does merge sort work
what does amortized mean
what is a monotonic queue
what is a deque
can you explain tabulation vs memoization
what is a hash collision
what is a bitmask
what does in place mean`;

/** What to study and practise: the roadmap, the study plan, the next problems. */
export const PREPARATION = `
how should i prepare for coding interviews
what should i study next
what topics do i need for interviews
give me a study plan
what is the roadmap
what should i practice next
which problems should i do now
i have an interview next month, how do i get ready
where do i start with interview prep
in which sequence should topics be studied
what are my weak areas
which category should i focus on
is it time to switch to another category
what should i review today
i finished this one, now what
recommend me a problem
how many problems should i solve per day
am i ready for a technical interview
beginner here, where does one begin
how do i get better at algorithms
which structures are essential to know
plan my next week of practice
which topics come after arrays
is it time to start on graphs`;

/** The solution itself (refused before a solve). */
export const SOLUTION_REQUEST = `
give me the solution
show me the full code
write the code for me
just give me the answer
solve it for me
post the complete solution
i quit, reveal the code
what is the solution code
can you write the whole function
send me the working code
drop the python answer here
write it in java for me
implement it for me
show the reference solution
complete what i started
complete the function for me
type out the full program
code it up in c++
show me the editorial code
i just want to see the correct code
the final answer please, code only
i want the real code please
skip the hints and give me the program
print the accepted solution
what would the full code look like
write the entire thing out
can you code this up for me
please just provide the code
reveal the answer
show the implementation line by line
let me copy your solution`;

/** Anything that is not coding practice. */
export const OFF_TOPIC = `
will it be sunny tomorrow
tell me a joke
who won the match yesterday
recommend a good movie
write me a poem
what should i cook tonight
what is the capital of france
who is the president
what is the price of gold
which stocks should i buy
write my essay for me
write an email to my landlord
help me with my resume
what phone should i buy
which car should i buy
best headphones to buy
plan my holiday
what time is it in tokyo
how are you
who are you
thanks
hello there
lol
tell me about yourself
what music do you like
translate this to spanish
how do i lose weight
is it going to rain`;
