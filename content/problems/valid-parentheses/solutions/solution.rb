# @param {String} s
# @return {Boolean}
def is_valid(s)
    opener = { ')' => '(', ']' => '[', '}' => '{' }
    stack = []
    s.each_char do |c|
        if opener.key?(c)
            return false if stack.empty? || stack.pop != opener[c]
        else
            stack << c
        end
    end
    stack.empty?
end
