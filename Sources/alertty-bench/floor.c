/*
 * The floor: the least a program can do to show alertty's first frame. It does alertty's
 * job and nothing else: open the controlling terminal, lock it against a second alert,
 * raw mode, write the frame (given as its first argument, the bytes alertty wrote), answer
 * the right arrow with alertty's focus change (the second argument, the bytes alertty wrote
 * for it), wait for Enter, restore the terminal, print the answer. alertty-bench compiles it
 * with `cc -O2 -static` and measures it beside alertty; alertty's start-up and its redraw
 * are judged against it.
 */
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/sysmacros.h>
#include <termios.h>
#include <unistd.h>

/* Writes all of `bytes`, waiting whenever the terminal takes no more. */
static void write_all(int tty, const char *bytes) {
    size_t length = strlen(bytes);
    for (size_t written = 0; written < length;) {
        ssize_t count = write(tty, bytes + written, length - written);
        if (count > 0) written += (size_t)count;
        else poll(&(struct pollfd){.fd = tty, .events = POLLOUT}, 1, -1);
    }
}

/* Whether what was read ends with the right arrow as a terminal sends it: ESC [ C, or ESC O C
 * in application cursor mode (on a busy machine it can come in one read with the DA1 answer). */
static int ends_with_right_arrow(const char *key, ssize_t count) {
    const char *end = key + count;
    return count >= 3 && end[-3] == 27 && (end[-2] == '[' || end[-2] == 'O') && end[-1] == 'C';
}

int main(int argc, char **argv) {
    const char *frame = argc > 1 ? argv[1] : "";
    const char *focus_change = argc > 2 ? argv[2] : "";
    int tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (tty < 0) return 1;

    /* The lock alertty takes: a write lock on the terminal's own device node. */
    unsigned int device = 0;
    if (ioctl(tty, TIOCGDEV, &device) == 0 && major(device) >= 136 && major(device) < 144) {
        char node[32];
        snprintf(node, sizeof node, "/dev/pts/%u", (major(device) - 136) * 256 + minor(device));
        int lock = open(node, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
        struct flock whole = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
        if (lock < 0 || fcntl(lock, F_SETLK, &whole) != 0) return 1;
    }

    struct termios saved, raw;
    if (tcgetattr(tty, &saved) != 0) return 1;
    raw = saved;
    cfmakeraw(&raw);
    tcsetattr(tty, TCSANOW, &raw);

    write_all(tty, frame);

    for (;;) {
        char key[64];
        struct pollfd entry = {.fd = tty, .events = POLLIN};
        poll(&entry, 1, -1);
        ssize_t count = read(tty, key, sizeof key);
        if (count > 0 && memchr(key, '\r', (size_t)count)) break;
        /* Only the arrow: the terminal's answer to the frame's DA1 question is input too. */
        if (ends_with_right_arrow(key, count)) write_all(tty, focus_change);
    }

    tcsetattr(tty, TCSANOW, &saved);
    write(STDOUT_FILENO, "Yes\n", 4);
    return 0;
}
