import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wall time of whole processes, started with `posix_spawn` and reaped with `waitpid`, their output sent to
/// `/dev/null`: the lightest way to start a process, so that what is measured is the process, not the spawning
/// (Foundation's `Process` adds a pipe, a thread and a run loop of its own).
enum ProcessTimer {
    /// Wall seconds of one run of `executable` with `arguments`, or nil if it could not start or failed.
    static func time(_ executable: String, _ arguments: [String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let t0 = Timing.now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Timing.now() - t0
        return status == 0 ? seconds : nil
    }

    /// The median of `reps` runs after `warmUp` untimed ones (nil if any failed).
    static func median(reps: Int, warmUp: Int = 2, _ executable: String, _ arguments: [String]) -> Double? {
        for _ in 0..<warmUp { guard time(executable, arguments) != nil else { return nil } }
        var samples: [Double] = []
        for _ in 0..<reps {
            guard let t = time(executable, arguments) else { return nil }
            samples.append(t)
        }
        return Samples(samples).median
    }
}
