/*
 * Armoury caliper adapter: reads a cheap 24-bit digital caliper (clock and
 * data lines, 1.5 V logic, through the transistor stage in WIRING.md) and
 * prints one line per packet on the USB serial port, 115200 baud:
 *
 *     CAL +12.34 mm
 *     CAL -0.4860 in
 *     CAL ERR no signal        (no packet for a second)
 *
 * Board: Arduino Pro Micro / Leonardo (ATmega32U4) or Nano (ATmega328P).
 * The decoding is in caliper_decoder.c, plain C that the Armoury test suite
 * also compiles and tests on the host. Armoury reads these lines with the
 * `caliper-adapter` profile.
 */
#include "caliper_decoder.h"

/* Clock must be on an external-interrupt pin (2 or 3 on Nano and Pro Micro). */
static const uint8_t CLOCK_PIN = 2;
static const uint8_t DATA_PIN = 3;
/* The NPN stage in WIRING.md inverts both lines; set to 0 for a non-inverting shifter. */
#define INVERTED 1
/* The caliper's clock idles high and data is valid on the falling edge (rising after inversion). */
#define SAMPLE_EDGE (INVERTED ? RISING : FALLING)
static const unsigned long SILENCE_MS = 1000;

static cal_decoder decoder;
static volatile uint32_t ready_packet;
static volatile bool ready;

static void on_clock()
{
    uint32_t packet;
    int level = digitalRead(DATA_PIN);
    int bit = INVERTED ? !level : level;
    if (cal_clock_edge(&decoder, micros(), bit, &packet)) {
        ready_packet = packet;
        ready = true;
    }
}

void setup()
{
    Serial.begin(115200);
    pinMode(CLOCK_PIN, INPUT);
    pinMode(DATA_PIN, INPUT);
    cal_init(&decoder);
    attachInterrupt(digitalPinToInterrupt(CLOCK_PIN), on_clock, SAMPLE_EDGE);
}

void loop()
{
    static unsigned long last_packet_ms = 0;
    static bool silent_reported = false;
    char line[32];

    if (ready) {
        noInterrupts();
        uint32_t packet = ready_packet;
        ready = false;
        interrupts();
        cal_reading reading;
        cal_decode(packet, &reading);
        if (cal_format(&reading, line, sizeof line) > 0) {
            Serial.print(line);
        }
        last_packet_ms = millis();
        silent_reported = false;
    } else if (!silent_reported && millis() - last_packet_ms > SILENCE_MS) {
        if (cal_format_error("no signal", line, sizeof line) > 0) {
            Serial.print(line);
        }
        silent_reported = true;
    }
}
