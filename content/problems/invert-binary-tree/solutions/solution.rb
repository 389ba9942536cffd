# Definition for a binary tree node.
# class TreeNode
#     attr_accessor :val, :left, :right
#     def initialize(val = 0, left = nil, right = nil)
#         @val = val
#         @left = left
#         @right = right
#     end
# end
# @param {TreeNode} root
# @return {TreeNode}
def invert_tree(root)
    queue = root ? [root] : []
    until queue.empty?
        node = queue.pop
        node.left, node.right = node.right, node.left
        queue << node.left if node.left
        queue << node.right if node.right
    end
    root
end
