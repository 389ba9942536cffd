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
# @return {Integer}
def max_depth(root)
    # Level by level, so a tree 10^5 deep needs no recursion.
    level = root ? [root] : []
    depth = 0
    until level.empty?
        depth += 1
        level = level.flat_map { |node| [node.left, node.right] }.compact
    end
    depth
end
