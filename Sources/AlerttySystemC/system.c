// prctl(2) is declared variadic, which Swift does not import: this calls it with fixed arguments.

#include "AlerttySystemC.h"

#if defined(__linux__)
#include <sys/prctl.h>

int alertty_forbid_dumping(void) { return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); }
#else
int alertty_forbid_dumping(void) { return 0; }
#endif
