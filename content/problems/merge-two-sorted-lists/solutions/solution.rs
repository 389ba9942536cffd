// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
impl Solution {
    pub fn merge_two_lists(list1: Option<Box<ListNode>>, list2: Option<Box<ListNode>>) -> Option<Box<ListNode>> {
        let (mut a, mut b) = (list1, list2);
        let mut head: Option<Box<ListNode>> = None;
        let mut tail = &mut head;
        loop {
            let take_a = match (&a, &b) {
                (Some(x), Some(y)) => x.val <= y.val,
                (Some(_), None) => true,
                (None, Some(_)) => false,
                (None, None) => break,
            };
            let from = if take_a { &mut a } else { &mut b };
            let mut node = from.take().unwrap();
            *from = node.next.take();
            *tail = Some(node);
            tail = &mut tail.as_mut().unwrap().next;
        }
        head
    }
}
