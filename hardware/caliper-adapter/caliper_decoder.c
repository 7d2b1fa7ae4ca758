/* Decoder for the 24-bit caliper protocol: see caliper_decoder.h. */
#include "caliper_decoder.h"

#include <stdio.h>

#define CAL_VALUE_MASK 0xFFFFFul
#define CAL_SIGN_BIT (1ul << 20)
#define CAL_INCH_BIT (1ul << 23)

void cal_init(cal_decoder *d)
{
    d->bits = 0;
    d->count = 0;
    d->started = 0;
    d->last_us = 0;
}

int cal_clock_edge(cal_decoder *d, uint32_t now_us, int data_bit, uint32_t *packet)
{
    /* Unsigned subtraction handles the wrap of the microsecond counter. */
    uint32_t idle = now_us - d->last_us;
    d->last_us = now_us;
    if (!d->started || idle > CAL_GAP_US) {
        /* A gap: whatever came before was not a whole packet. */
        d->started = 1;
        d->bits = 0;
        d->count = 0;
    }
    if (d->count >= CAL_PACKET_BITS) {
        /* Extra edges after a full packet, before the gap: ignore. */
        return 0;
    }
    if (data_bit) {
        d->bits |= 1ul << d->count;
    }
    d->count++;
    if (d->count == CAL_PACKET_BITS) {
        *packet = d->bits;
        return 1;
    }
    return 0;
}

void cal_decode(uint32_t packet, cal_reading *r)
{
    r->magnitude = packet & CAL_VALUE_MASK;
    r->negative = (packet & CAL_SIGN_BIT) ? 1 : 0;
    r->inch = (packet & CAL_INCH_BIT) ? 1 : 0;
}

int cal_format(const cal_reading *r, char *buf, size_t len)
{
    char sign = r->negative ? '-' : '+';
    int n;
    if (r->inch) {
        /* inch x 2000: one count is 0.0005 in, so print 4 decimals. */
        unsigned long tenthousandths = (unsigned long)r->magnitude * 5ul;
        n = snprintf(buf, len, "CAL %c%lu.%04lu in\r\n", sign,
                     tenthousandths / 10000ul, tenthousandths % 10000ul);
    } else {
        unsigned long hundredths = (unsigned long)r->magnitude;
        n = snprintf(buf, len, "CAL %c%lu.%02lu mm\r\n", sign,
                     hundredths / 100ul, hundredths % 100ul);
    }
    return (n < 0 || (size_t)n >= len) ? -1 : n;
}

int cal_format_error(const char *reason, char *buf, size_t len)
{
    int n = snprintf(buf, len, "CAL ERR %s\r\n", reason);
    return (n < 0 || (size_t)n >= len) ? -1 : n;
}
