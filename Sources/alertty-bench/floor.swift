// The floor in Swift: floor.c's job (the first frame, the focus change), step for step,
// built by alertty-bench with `swiftc -O -static-executable` and measured beside it. What
// this costs over floor.c is the Swift runtime's own start-up (its initialisers, the first
// generic types, a larger static binary to map); what alertty costs over this is alertty's
// own work.
#if canImport(Glibc)
    import Glibc
#endif

let frame = CommandLine.argc > 1 ? CommandLine.unsafeArgv[1]! : strdup("")!
let focusChange = CommandLine.argc > 2 ? CommandLine.unsafeArgv[2]! : strdup("")!
let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
if tty < 0 { exit(1) }

// The lock alertty takes: a write lock on the terminal's own device node (TIOCGDEV).
var device: UInt32 = 0
if ioctl(tty, UInt(0x8004_5432), &device) == 0, (136..<144).contains((device >> 8) & 0xfff) {
    let number = (((device >> 8) & 0xfff) - 136) * 256 + (device & 0xff)
    let lock = open("/dev/pts/" + String(number), O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
    var whole = flock()
    whole.l_type = Int16(F_WRLCK)
    whole.l_whence = Int16(SEEK_SET)
    if lock < 0 || fcntl(lock, F_SETLK, &whole) != 0 { exit(1) }
}

var saved = termios()
if tcgetattr(tty, &saved) != 0 { exit(1) }
var raw = saved
cfmakeraw(&raw)
tcsetattr(tty, TCSANOW, &raw)

/// Writes all of `bytes`, waiting whenever the terminal takes no more.
func writeAll(_ bytes: UnsafeMutablePointer<CChar>) {
    let length = strlen(bytes)
    var written = 0
    while written < length {
        let count = write(tty, bytes + written, length - written)
        if count > 0 {
            written += count
        } else {
            var entry = pollfd(fd: tty, events: Int16(POLLOUT), revents: 0)
            poll(&entry, 1, -1)
        }
    }
}

writeAll(frame)

var key = [UInt8](repeating: 0, count: 64)
while true {
    var entry = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
    poll(&entry, 1, -1)
    let count = read(tty, &key, key.count)
    if count > 0, key[0..<count].contains(13) { break }
    // Only when what was read ends with the right arrow (ESC [ C, or ESC O C): the terminal's
    // answer to DA1 is input too, and on a busy machine it can come in the same read.
    let endsWithRightArrow =
        count >= 3 && key[count - 3] == 27
        && (key[count - 2] == UInt8(ascii: "[") || key[count - 2] == UInt8(ascii: "O"))
        && key[count - 1] == UInt8(ascii: "C")
    if endsWithRightArrow { writeAll(focusChange) }
}

tcsetattr(tty, TCSANOW, &saved)
write(STDOUT_FILENO, "Yes\n", 4)
