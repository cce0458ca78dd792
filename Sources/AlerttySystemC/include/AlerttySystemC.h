// The few system calls Swift cannot import (variadic in C), wrapped for AlerttyTerminal.

/// Marks the process as not dumpable (Linux's prctl(PR_SET_DUMPABLE, 0)): no core file, and
/// no other process of the same user may ptrace it or read its memory through /proc. Returns
/// 0, or -1 with errno set; 0 where the system has no such switch.
int alertty_forbid_dumping(void);
