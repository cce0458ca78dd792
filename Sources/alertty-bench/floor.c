/*
 * The floor: the least a program can do to show alertty's first frame. It does alertty's
 * job and nothing else: open the controlling terminal, lock it against a second alert,
 * raw mode, write the frame (given as its first argument, the bytes alertty wrote), wait
 * for Enter, restore the terminal, print the answer. alertty-bench compiles it with
 * `cc -O2 -static` and measures it beside alertty; alertty's start-up is judged against it.
 */
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/sysmacros.h>
#include <termios.h>
#include <unistd.h>

int main(int argc, char **argv) {
    const char *frame = argc > 1 ? argv[1] : "";
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

    size_t length = strlen(frame);
    for (size_t written = 0; written < length;) {
        ssize_t count = write(tty, frame + written, length - written);
        if (count > 0) written += (size_t)count;
        else poll(&(struct pollfd){.fd = tty, .events = POLLOUT}, 1, -1);
    }

    for (;;) {
        char key[64];
        struct pollfd entry = {.fd = tty, .events = POLLIN};
        poll(&entry, 1, -1);
        ssize_t count = read(tty, key, sizeof key);
        if (count > 0 && memchr(key, '\r', (size_t)count)) break;
    }

    tcsetattr(tty, TCSANOW, &saved);
    write(STDOUT_FILENO, "Yes\n", 4);
    return 0;
}
