/*
 * Decoder for the 24-bit protocol of cheap digital calipers.
 *
 * The caliper clocks out a packet of 24 bits about every 126 ms, least
 * significant bit first: bits 0-19 are the value (mm x 100, or inch x 2000
 * in inch mode), bit 20 is the sign, bit 23 is set in inch mode. Packets are
 * separated by a long idle gap, which is how the decoder finds their start.
 *
 * Plain C99 with no hardware access: the firmware calls cal_clock_edge()
 * from its clock interrupt, and the host test (test_caliper_decoder.c)
 * drives the same functions with bit streams built from the protocol.
 */
#ifndef CALIPER_DECODER_H
#define CALIPER_DECODER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Bits in one packet. */
#define CAL_PACKET_BITS 24
/* An idle clock longer than this (microseconds) starts a new packet. */
#define CAL_GAP_US 2000u

typedef struct {
    uint32_t bits;      /* bits received so far, LSB first */
    uint8_t count;      /* how many */
    uint8_t started;    /* an edge has been seen */
    uint32_t last_us;   /* time of the last clock edge */
} cal_decoder;

typedef struct {
    uint32_t magnitude; /* mm x 100, or inch x 2000 */
    uint8_t negative;
    uint8_t inch;
} cal_reading;

/* Resets the decoder (waits for the next gap). */
void cal_init(cal_decoder *d);

/* Feeds one sampling clock edge: the time in microseconds (wrapping is fine)
 * and the data line level (0 or 1, already corrected for any inverting level
 * shifter). Returns 1 and stores the packet when the 24th bit arrives. */
int cal_clock_edge(cal_decoder *d, uint32_t now_us, int data_bit, uint32_t *packet);

/* Splits a packet into magnitude, sign and unit. */
void cal_decode(uint32_t packet, cal_reading *r);

/* Writes the adapter line: "CAL +12.34 mm\r\n" or "CAL -0.4860 in\r\n".
 * Returns the length written (without the terminating NUL), or -1 when the
 * buffer is too small. */
int cal_format(const cal_reading *r, char *buf, size_t len);

/* Writes "CAL ERR <reason>\r\n"; same return value as cal_format. */
int cal_format_error(const char *reason, char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif
