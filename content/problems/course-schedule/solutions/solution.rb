# @param {Integer} num_courses
# @param {Integer[][]} prerequisites
# @return {Boolean}
def can_finish(num_courses, prerequisites)
    # Kahn's algorithm: take the courses with no pending prerequisite, one after another.
    dependants = Array.new(num_courses) { [] }
    pending = Array.new(num_courses, 0)
    prerequisites.each do |course, before|
        dependants[before] << course
        pending[course] += 1
    end
    ready = (0...num_courses).select { |c| pending[c] == 0 }
    taken = 0
    until ready.empty?
        c = ready.pop
        taken += 1
        dependants[c].each do |d|
            pending[d] -= 1
            ready << d if pending[d] == 0
        end
    end
    taken == num_courses
end
