use std::collections::VecDeque;

impl Solution {
    pub fn can_finish(num_courses: i32, prerequisites: Vec<Vec<i32>>) -> bool {
        let n = num_courses as usize;
        let mut after = vec![Vec::new(); n];
        let mut indegree = vec![0; n];
        for p in &prerequisites {
            after[p[1] as usize].push(p[0] as usize);
            indegree[p[0] as usize] += 1;
        }
        let mut queue: VecDeque<usize> = (0..n).filter(|&c| indegree[c] == 0).collect();
        let mut taken = 0;
        while let Some(c) = queue.pop_front() {
            taken += 1;
            for &d in &after[c] {
                indegree[d] -= 1;
                if indegree[d] == 0 {
                    queue.push_back(d);
                }
            }
        }
        taken == n
    }
}
