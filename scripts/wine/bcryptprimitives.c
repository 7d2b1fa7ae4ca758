/* A stand-in for Windows' bcryptprimitives.dll, for running Armoury's
 * Windows tests under wine 8 only (never shipped): Rust's standard library
 * imports ProcessPrng from it, which Windows 10 and later have and wine 8
 * lacks. It fills the buffer from RtlGenRandom (advapi32's
 * SystemFunction036), as ProcessPrng does from the system's generator. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
