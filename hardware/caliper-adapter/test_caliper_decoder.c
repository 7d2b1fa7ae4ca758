/*
 * Host test of the caliper decoder. Bit streams are built from the protocol
 * description (24 bits LSB first: value, sign at bit 20, inch at bit 23,
 * packets separated by an idle gap) and fed edge by edge with timestamps.
 * Prints "N passed, N failed" and exits non-zero on any failure.
 */
#include <stdio.h>
#include <string.h>

#include "caliper_decoder.h"

static int passed, failed;

static void check(int ok, const char *what)
{
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAIL: %s\n", what);
    }
}

static void check_str(const char *got, const char *want, const char *what)
{
    if (strcmp(got, want) == 0) {
        passed++;
    } else {
        failed++;
        printf("FAIL: %s: got \"%s\", want \"%s\"\n", what, got, want);
    }
}

/* A packet as the caliper sends it. */
static uint32_t packet_of(uint32_t magnitude, int negative, int inch)
{
    return (magnitude & 0xFFFFFul) | (negative ? 1ul << 20 : 0) | (inch ? 1ul << 23 : 0);
}

/* Feeds one packet's 24 edges, 13 us apart, starting at *t; returns the
 * number of completed packets and stores the last one. */
static int feed(cal_decoder *d, uint32_t *t, uint32_t bits, int count, uint32_t *out)
{
    int done = 0;
    for (int i = 0; i < count; i++) {
        *t += 13;
        done += cal_clock_edge(d, *t, (int)((bits >> i) & 1u), out);
    }
    return done;
}

/* Decodes a packet fed after an idle gap and formats it. */
static void line_for(uint32_t packet, char *buf, size_t len)
{
    cal_decoder d;
    cal_reading r;
    uint32_t t = 1000000, out = 0;
    cal_init(&d);
    buf[0] = '\0';
    if (feed(&d, &t, packet, CAL_PACKET_BITS, &out) == 1) {
        cal_decode(out, &r);
        cal_format(&r, buf, len);
    }
}

int main(void)
{
    char buf[40];

    line_for(packet_of(1234, 0, 0), buf, sizeof buf);
    check_str(buf, "CAL +12.34 mm\r\n", "12.34 mm");
    line_for(packet_of(5, 1, 0), buf, sizeof buf);
    check_str(buf, "CAL -0.05 mm\r\n", "negative 0.05 mm");
    line_for(packet_of(0, 0, 0), buf, sizeof buf);
    check_str(buf, "CAL +0.00 mm\r\n", "zero");
    line_for(packet_of(972, 0, 1), buf, sizeof buf);
    check_str(buf, "CAL +0.4860 in\r\n", "0.4860 in (972 x 0.0005)");
    line_for(packet_of(9725, 1, 1), buf, sizeof buf);
    check_str(buf, "CAL -4.8625 in\r\n", "negative inch");
    line_for(packet_of(15000, 0, 0), buf, sizeof buf);
    check_str(buf, "CAL +150.00 mm\r\n", "150 mm");
    line_for(packet_of(0xFFFFF, 0, 0), buf, sizeof buf);
    check_str(buf, "CAL +10485.75 mm\r\n", "largest value");

    /* Bits 21 and 22 carry nothing: they must not leak into the value. */
    {
        cal_reading r;
        cal_decode(packet_of(1234, 0, 0) | (3ul << 21), &r);
        check(r.magnitude == 1234 && !r.negative && !r.inch, "bits 21-22 ignored");
    }

    /* Resynchronisation: a partial packet, a gap, then a whole packet. */
    {
        cal_decoder d;
        cal_reading r;
        uint32_t t = 0, out = 0;
        cal_init(&d);
        check(feed(&d, &t, 0xABCDE, 10, &out) == 0, "partial packet gives nothing");
        t += 126000;
        check(feed(&d, &t, packet_of(2540, 0, 0), CAL_PACKET_BITS, &out) == 1, "packet after gap");
        cal_decode(out, &r);
        check(r.magnitude == 2540, "value after resync");
        /* Two packets in a row, each after its gap. */
        t += 126000;
        check(feed(&d, &t, packet_of(100, 1, 0), CAL_PACKET_BITS, &out) == 1, "second packet");
        cal_decode(out, &r);
        check(r.magnitude == 100 && r.negative, "second packet value");
        /* Stray edges after a full packet, before the gap, are ignored. */
        check(feed(&d, &t, 0xFFFFFF, 5, &out) == 0, "stray edges ignored");
    }

    /* The microsecond counter wraps in the middle of a packet. */
    {
        cal_decoder d;
        uint32_t t = 0xFFFFFFFFul - 100, out = 0;
        cal_init(&d);
        check(feed(&d, &t, packet_of(777, 0, 0), CAL_PACKET_BITS, &out) == 1 &&
                  out == packet_of(777, 0, 0),
              "timer wrap");
    }

    /* Buffers that are too small are refused, not overrun. */
    {
        cal_reading r = {1234, 0, 0};
        char small[8];
        check(cal_format(&r, small, sizeof small) == -1, "small buffer refused");
        check(cal_format_error("no signal", buf, sizeof buf) > 0, "error line");
        check_str(buf, "CAL ERR no signal\r\n", "error line text");
    }

    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
