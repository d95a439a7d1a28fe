/*
 * uno-emulator: an Arduino Uno on a pseudo-terminal, built on simavr.
 *
 *   uno-emulator --firmware FILE.elf --link PATH [--bootloader-ms 500]
 *                [--analog N] [--erase-eeprom-on-reset]
 *
 * It behaves like the real board as a program on the host sees it:
 *
 *  - An ATmega328P at 16 MHz runs the ELF in real time (simulated cycles
 *    track the wall clock), its UART 0 at the other end of a pty whose
 *    slave is linked at PATH. Bytes travel at about 9600 baud.
 *  - Opening the port resets the board (the Uno's DTR auto-reset) and the
 *    bootloader then holds it for --bootloader-ms, eating any bytes sent
 *    meanwhile; closing it does not reset. While no program has the port
 *    open the sketch runs on and its output goes nowhere.
 *  - ADC channel 0 reads --analog N (0..1023, default 512) at every reset.
 *  - EEPROM survives resets and unplugging, unless --erase-eeprom-on-reset.
 *  - Pin 2 is a push button (to GND), pins 3..8 six die-face switches.
 *
 * stdout (one line each, flushed):
 *   PORT <slave>      at start
 *   OPEN / BOOTED     a program opened the port / the sketch starts
 *   CLOSE             the program closed the port
 *   UNPLUGGED, PLUGGED <slave>, PRESSED, DIE <k>   acknowledgements
 *   ERROR <text>      a stdin command that was not understood
 * stdin commands, one a line: unplug, plug, press, hold, release,
 * die <1..6>, quit.
 * End of stdin quits too. Bad options or firmware: message on stderr,
 * exit status 2.
 *
 * One thread does everything: it runs the MCU in slices of about a
 * millisecond, and between slices polls stdin and the pty master and
 * applies commands, so the MCU and the commands never race.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <sim_avr.h>
#include <sim_elf.h>
#include <sim_irq.h>
#include <avr_adc.h>
#include <avr_eeprom.h>
#include <avr_ioport.h>
#include <avr_uart.h>

#define CPU_HZ 16000000ULL
#define NS_PER_S 1000000000ULL
/* One byte on the wire at 9600 baud, 8N1: 10 bits. */
#define CYCLES_PER_BYTE (CPU_HZ * 10 / 9600)
/* Never run more than this much simulated time in one go: if the host
 * falls behind (a stopped process, a loaded machine), the board's clock
 * skips ahead instead of racing to catch up. */
#define MAX_CATCH_UP_NS (50ULL * 1000 * 1000)
#define SLICE_NS (1000ULL * 1000)
#define RX_QUEUE 4096
#define TX_QUEUE 4096
#define EEPROM_SIZE 1024

/* Button timing: contact bounce, held, bounce on release. */
#define BOUNCE_TOGGLES 5
#define BOUNCE_STEP_NS (1000ULL * 1000)
#define PRESS_HOLD_NS (150ULL * 1000 * 1000)
#define PRESS_GAP_NS (60ULL * 1000 * 1000) /* between queued presses */
#define MAX_EVENTS 2048

enum mcu_state { MCU_RUNNING, MCU_BOOTLOADER, MCU_UNPOWERED, MCU_HALTED };

/* A scheduled change of an input pin (the button), or the PRESSED ack. */
struct event {
	uint64_t at_ns;
	int pin;   /* Arduino pin number, or -1 for the acknowledgement */
	int level;
};

static struct {
	/* options */
	const char *firmware_path;
	const char *link_path;
	long bootloader_ms;
	long analog;
	int erase_eeprom;

	avr_t *avr;
	elf_firmware_t firmware;
	enum mcu_state mcu;
	uint64_t boot_end_ns;
	int halted_reported;

	/* real-time tracking: simulated cycle base_cycle was at base_ns */
	uint64_t base_ns;
	avr_cycle_count_t base_cycle;

	/* the pty */
	int master;           /* -1 when unplugged */
	char slave[128];
	int client_open;

	/* UART, host -> MCU */
	uint8_t rx[RX_QUEUE];
	size_t rx_head, rx_len;
	int uart_xon;
	avr_cycle_count_t next_rx_cycle;
	/* UART, MCU -> host */
	uint8_t tx[TX_QUEUE];
	size_t tx_len;

	/* input pins 2..8: 1 = HIGH (open, pulled up), 0 = LOW (closed) */
	int pin_level[9];
	struct event events[MAX_EVENTS];
	size_t n_events;
	uint64_t last_release_ns;

	/* stdin */
	char cmd[256];
	size_t cmd_len;
	int cmd_overflow;
} E;

/* ------------------------------------------------------------------ */

static void __attribute__((noreturn, format(printf, 1, 2))) die_usage(const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "uno-emulator: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nusage: uno-emulator --firmware FILE.elf --link PATH "
			"[--bootloader-ms 500] [--analog N] [--erase-eeprom-on-reset]\n");
	exit(2);
}

static void __attribute__((format(printf, 1, 2))) say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * NS_PER_S + (uint64_t)ts.tv_nsec;
}

/* simavr logs to stdout by default, which would corrupt our protocol:
 * everything goes to stderr, and only errors unless UNO_EMULATOR_VERBOSE. */
static void quiet_logger(avr_t *avr, const int level, const char *fmt, va_list ap)
{
	(void)avr;
	static int verbose = -1;
	if (verbose < 0)
		verbose = getenv("UNO_EMULATOR_VERBOSE") != NULL;
	if (level <= LOG_ERROR || verbose)
		vfprintf(stderr, fmt, ap);
}

/* We pace the MCU ourselves; simavr's own sleep would fight that. */
static void no_sleep(avr_t *avr, avr_cycle_count_t how_long)
{
	(void)avr;
	(void)how_long;
}

/* ------------------------------------------------------------------ */
/* Pins */

static avr_irq_t *pin_irq(int pin)
{
	if (pin <= 7)
		return avr_io_getirq(E.avr, AVR_IOCTL_IOPORT_GETIRQ('D'), pin);
	return avr_io_getirq(E.avr, AVR_IOCTL_IOPORT_GETIRQ('B'), pin - 8);
}

/* Tells simavr what the outside world drives on pins 2..8, both as the
 * "external" state (which survives the sketch writing its PORT register)
 * and as the pin value itself. */
static void drive_pin(int pin, int level, int force)
{
	E.pin_level[pin] = level;
	avr_ioport_external_t ext;
	uint8_t dmask = 0, dval = 0;
	for (int p = 2; p <= 7; p++) {
		dmask |= 1 << p;
		if (E.pin_level[p])
			dval |= 1 << p;
	}
	ext.name = 'D';
	ext.mask = dmask;
	ext.value = dval;
	avr_ioctl(E.avr, AVR_IOCTL_IOPORT_SET_EXTERNAL('D'), &ext);
	ext.name = 'B';
	ext.mask = 1;
	ext.value = E.pin_level[8] ? 1 : 0;
	avr_ioctl(E.avr, AVR_IOCTL_IOPORT_SET_EXTERNAL('B'), &ext);

	avr_irq_t *irq = pin_irq(pin);
	/* Pin IRQs only notify on change; a reset cleared the PIN register
	 * behind the IRQ's back, so force a change to write it again. */
	if (force)
		avr_raise_irq(irq, !level);
	avr_raise_irq(irq, level);
}

static void drive_all_pins(void)
{
	for (int pin = 2; pin <= 8; pin++)
		drive_pin(pin, E.pin_level[pin], 1);
}

/* ------------------------------------------------------------------ */
/* UART glue */

static void uart_out_hook(avr_irq_t *irq, uint32_t value, void *param)
{
	(void)irq;
	(void)param;
	/* A real board's bytes go nowhere while no program has the port. */
	if (!E.client_open || E.master < 0)
		return;
	if (E.tx_len < TX_QUEUE)
		E.tx[E.tx_len++] = (uint8_t)value;
}

static void uart_xon_hook(avr_irq_t *irq, uint32_t value, void *param)
{
	(void)irq;
	(void)value;
	(void)param;
	E.uart_xon = 1;
}

static void uart_xoff_hook(avr_irq_t *irq, uint32_t value, void *param)
{
	(void)irq;
	(void)param;
	if (value)
		E.uart_xon = 0;
}

static void flush_tx(void)
{
	if (E.tx_len == 0)
		return;
	if (E.master >= 0 && E.client_open) {
		ssize_t n = write(E.master, E.tx, E.tx_len);
		if (n > 0 && (size_t)n < E.tx_len) {
			/* The program is not reading: like a USB-serial chip's
			 * buffer, what does not fit is lost. */
		}
	}
	E.tx_len = 0;
}

/* Feeds queued host bytes to the UART at wire speed, when it has room. */
static void feed_uart(void)
{
	if (E.rx_len == 0 || !E.uart_xon || E.avr->cycle < E.next_rx_cycle)
		return;
	uint8_t b = E.rx[E.rx_head];
	E.rx_head = (E.rx_head + 1) % RX_QUEUE;
	E.rx_len--;
	avr_raise_irq(avr_io_getirq(E.avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT), b);
	E.next_rx_cycle = E.avr->cycle + CYCLES_PER_BYTE;
}

/* ------------------------------------------------------------------ */
/* The MCU */

static void set_analog(void)
{
	/* simavr converts millivolts to ADC counts as mV * 1023 / Vref with
	 * Vref = AVCC = 5000: the smallest mV that reads back as N. */
	uint32_t mv = (uint32_t)((E.analog * 5000 + 1022) / 1023);
	avr_raise_irq(avr_io_getirq(E.avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC0), mv);
}

static void erase_eeprom(void)
{
	static uint8_t blank[EEPROM_SIZE];
	memset(blank, 0xff, sizeof blank);
	avr_eeprom_desc_t d = { .ee = blank, .offset = 0, .size = EEPROM_SIZE };
	avr_ioctl(E.avr, AVR_IOCTL_EEPROM_SET, &d);
}

/* A reset as the chip sees it: registers, timers and UART start over,
 * SRAM is left as is (power-on clears it too, see power_on), EEPROM is
 * kept unless asked otherwise. The outside world is applied again. */
static void mcu_reset(void)
{
	avr_reset(E.avr);
	E.uart_xon = 0;
	E.rx_head = E.rx_len = 0;
	E.tx_len = 0;
	E.halted_reported = 0;
	if (E.erase_eeprom)
		erase_eeprom();
	set_analog();
	drive_all_pins();
}

static void start_running(uint64_t now)
{
	E.mcu = MCU_RUNNING;
	E.base_ns = now;
	E.base_cycle = E.avr->cycle;
	E.next_rx_cycle = E.avr->cycle;
}

static void power_on(void)
{
	/* SRAM does not survive a power cut. */
	memset(E.avr->data + E.avr->ioend + 1, 0, E.avr->ramend - E.avr->ioend);
	mcu_reset();
	start_running(now_ns());
}

/* Button script */

static int add_event(uint64_t at, int pin, int level)
{
	if (E.n_events == MAX_EVENTS)
		return -1;
	/* keep the list sorted by time (stable for equal times) */
	size_t i = E.n_events;
	while (i > 0 && E.events[i - 1].at_ns > at) {
		E.events[i] = E.events[i - 1];
		i--;
	}
	E.events[i].at_ns = at;
	E.events[i].pin = pin;
	E.events[i].level = level;
	E.n_events++;
	return 0;
}

static void schedule_press(uint64_t now)
{
	if (E.n_events + 2 * BOUNCE_TOGGLES + 2 > MAX_EVENTS) {
		say("ERROR too many presses queued");
		return;
	}
	uint64_t t = now;
	if (E.last_release_ns + PRESS_GAP_NS > t)
		t = E.last_release_ns + PRESS_GAP_NS;
	/* closing: LOW, HIGH, LOW, HIGH, LOW one step apart */
	for (int i = 0; i < BOUNCE_TOGGLES; i++, t += BOUNCE_STEP_NS)
		add_event(t, 2, i % 2);
	t += PRESS_HOLD_NS;
	/* opening: HIGH, LOW, HIGH, LOW, HIGH */
	for (int i = 0; i < BOUNCE_TOGGLES; i++, t += BOUNCE_STEP_NS)
		add_event(t, 2, !(i % 2));
	t -= BOUNCE_STEP_NS;
	add_event(t, -1, 0);
	E.last_release_ns = t;
}

static void apply_first_event(void)
{
	struct event ev = E.events[0];
	E.n_events--;
	memmove(E.events, E.events + 1, E.n_events * sizeof E.events[0]);
	if (ev.pin < 0)
		say("PRESSED");
	else
		drive_pin(ev.pin, ev.level, 0);
}

/* While the MCU is not running, the button script follows the wall clock
 * (while it runs, run_mcu applies it in simulated time). */
static void run_events(uint64_t now)
{
	while (E.n_events && E.events[0].at_ns <= now)
		apply_first_event();
}

/* Simulated time of the MCU as a wall-clock instant, and back. */
static avr_cycle_count_t ns_to_cycle(uint64_t t)
{
	if (t <= E.base_ns)
		return E.base_cycle;
	return E.base_cycle + (avr_cycle_count_t)((t - E.base_ns) * CPU_HZ / NS_PER_S);
}

static void run_mcu(uint64_t now)
{
	if (E.mcu != MCU_RUNNING)
		return;
	uint64_t sim_ns = E.base_ns + (E.avr->cycle - E.base_cycle) * NS_PER_S / CPU_HZ;
	if (now > sim_ns + MAX_CATCH_UP_NS) {
		/* Fell behind (a stopped process, a loaded machine): the board's
		 * clock skips ahead instead of racing to catch up, and the button
		 * script moves with it so the MCU still sees every bounce. */
		uint64_t shift = now - sim_ns - SLICE_NS;
		E.base_ns += shift;
		for (size_t i = 0; i < E.n_events; i++)
			E.events[i].at_ns += shift;
		E.last_release_ns += shift;
	}
	avr_cycle_count_t target = ns_to_cycle(now);
	avr_cycle_count_t next_event = E.n_events ? ns_to_cycle(E.events[0].at_ns) : target;
	while (E.avr->cycle < target) {
		if (E.n_events && E.avr->cycle >= next_event) {
			/* button changes happen at their moment in simulated time */
			apply_first_event();
			next_event = E.n_events ? ns_to_cycle(E.events[0].at_ns) : target;
			continue;
		}
		feed_uart();
		int state = avr_run(E.avr);
		if (state == cpu_Done || state == cpu_Crashed) {
			E.mcu = MCU_HALTED;
			if (!E.halted_reported)
				fprintf(stderr, "uno-emulator: the MCU stopped (%s) at pc 0x%x; "
						"it runs again after a reset\n",
						state == cpu_Done ? "sleeping with interrupts off" : "crashed",
						(unsigned)E.avr->pc);
			E.halted_reported = 1;
			break;
		}
	}
	/* Rebase now and then so the arithmetic above stays small. */
	if (now - E.base_ns > NS_PER_S) {
		E.base_ns = now;
		E.base_cycle = E.avr->cycle > target ? E.avr->cycle : target;
	}
}

static void setup_mcu(void)
{
	if (access(E.firmware_path, R_OK) != 0)
		die_usage("cannot read firmware %s: %s", E.firmware_path, strerror(errno));
	memset(&E.firmware, 0, sizeof E.firmware);
	if (elf_read_firmware(E.firmware_path, &E.firmware) != 0 || E.firmware.flashsize == 0)
		die_usage("%s is not an AVR ELF firmware", E.firmware_path);
	E.avr = avr_make_mcu_by_name("atmega328p");
	if (!E.avr) {
		fprintf(stderr, "uno-emulator: simavr has no atmega328p\n");
		exit(2);
	}
	avr_init(E.avr);
	E.avr->log = getenv("UNO_EMULATOR_VERBOSE") ? LOG_TRACE : LOG_ERROR;
	avr_load_firmware(E.avr, &E.firmware);
	E.avr->frequency = CPU_HZ;
	E.avr->vcc = E.avr->avcc = E.avr->aref = 5000;
	E.avr->sleep = no_sleep;

	uint32_t flags = 0;
	avr_ioctl(E.avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
	flags &= ~(AVR_UART_FLAG_STDIO | AVR_UART_FLAG_POLL_SLEEP);
	avr_ioctl(E.avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);

	avr_irq_register_notify(avr_io_getirq(E.avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
			uart_out_hook, NULL);
	avr_irq_register_notify(avr_io_getirq(E.avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON),
			uart_xon_hook, NULL);
	avr_irq_register_notify(avr_io_getirq(E.avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF),
			uart_xoff_hook, NULL);

	for (int pin = 2; pin <= 8; pin++)
		E.pin_level[pin] = 1; /* button up, no die on the switches */
}

/* ------------------------------------------------------------------ */
/* The pty */

static void remove_link(void)
{
	char target[256];
	ssize_t n = readlink(E.link_path, target, sizeof target - 1);
	if (n > 0) {
		target[n] = 0;
		/* Only our own link: never a file someone put there since. */
		if (strcmp(target, E.slave) == 0)
			unlink(E.link_path);
	}
}

static int make_pty(void)
{
	int m = posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK);
	if (m < 0 || grantpt(m) != 0 || unlockpt(m) != 0) {
		fprintf(stderr, "uno-emulator: cannot create a pty: %s\n", strerror(errno));
		if (m >= 0)
			close(m);
		return -1;
	}
	const char *name = ptsname(m);
	if (!name) {
		fprintf(stderr, "uno-emulator: ptsname: %s\n", strerror(errno));
		close(m);
		return -1;
	}
	snprintf(E.slave, sizeof E.slave, "%s", name);

	/* Raw mode is set through a slave fd we then close, so that poll()
	 * on the master reports POLLHUP until a program opens the slave. */
	int s = open(E.slave, O_RDWR | O_NOCTTY);
	if (s < 0) {
		fprintf(stderr, "uno-emulator: open %s: %s\n", E.slave, strerror(errno));
		close(m);
		return -1;
	}
	struct termios t;
	if (tcgetattr(s, &t) == 0) {
		cfmakeraw(&t);
		cfsetispeed(&t, B9600);
		cfsetospeed(&t, B9600);
		tcsetattr(s, TCSANOW, &t);
	}
	close(s);

	char tmp[PATH_MAX];
	snprintf(tmp, sizeof tmp, "%s.tmp%ld", E.link_path, (long)getpid());
	unlink(tmp);
	if (symlink(E.slave, tmp) != 0 || rename(tmp, E.link_path) != 0) {
		fprintf(stderr, "uno-emulator: cannot link %s -> %s: %s\n",
				E.link_path, E.slave, strerror(errno));
		unlink(tmp);
		close(m);
		return -1;
	}
	E.master = m;
	E.client_open = 0;
	return 0;
}

static void close_pty(void)
{
	if (E.master >= 0) {
		close(E.master);
		E.master = -1;
	}
	remove_link();
	E.client_open = 0;
}

/* Reads what the program sent: kept for the UART, or eaten by the
 * bootloader, or dropped while the board has no power. */
static void read_master(void)
{
	uint8_t buf[512];
	for (;;) {
		size_t room = RX_QUEUE - E.rx_len;
		size_t want = sizeof buf;
		if (E.mcu == MCU_RUNNING && room < want)
			want = room;
		if (want == 0)
			return; /* backpressure: the pty holds the rest */
		ssize_t n = read(E.master, buf, want);
		if (n <= 0)
			return;
		if (E.mcu != MCU_RUNNING)
			continue;
		for (ssize_t i = 0; i < n; i++) {
			E.rx[(E.rx_head + E.rx_len) % RX_QUEUE] = buf[i];
			E.rx_len++;
		}
	}
}

static void client_opened(uint64_t now)
{
	E.client_open = 1;
	say("OPEN");
	/* Stale bytes of an earlier session must not reach the new one. */
	tcflush(E.master, TCIOFLUSH);
	/* DTR auto-reset: the bootloader holds the board, then the sketch
	 * starts from reset. */
	mcu_reset();
	E.mcu = MCU_BOOTLOADER;
	E.boot_end_ns = now + (uint64_t)E.bootloader_ms * 1000000ULL;
}

/* Watches the slave being opened and closed: POLLHUP on the master means
 * no program has the slave open. */
static void check_client(uint64_t now)
{
	if (E.master < 0)
		return;
	struct pollfd p = { .fd = E.master, .events = POLLIN };
	if (poll(&p, 1, 0) < 0)
		return;
	int open_now = !(p.revents & POLLHUP);
	if (open_now && !E.client_open) {
		client_opened(now);
	} else if (!open_now && E.client_open) {
		read_master(); /* the last bytes sent before the close */
		E.client_open = 0;
		E.tx_len = 0;
		say("CLOSE");
	}
	if (E.client_open && (p.revents & POLLIN))
		read_master();
}

/* ------------------------------------------------------------------ */
/* Commands */

/* Returns 1 to quit. */
static int handle_command(char *line, uint64_t now)
{
	char *save = NULL;
	char *word = strtok_r(line, " \t\r", &save);
	if (!word)
		return 0;
	char *arg = strtok_r(NULL, " \t\r", &save);
	char *extra = arg ? strtok_r(NULL, " \t\r", &save) : NULL;

	if (strcmp(word, "quit") == 0 && !arg) {
		return 1;
	} else if (strcmp(word, "unplug") == 0 && !arg) {
		if (E.master >= 0 || E.mcu != MCU_UNPOWERED) {
			close_pty();
			E.mcu = MCU_UNPOWERED;
			E.rx_len = E.tx_len = 0;
		}
		say("UNPLUGGED");
	} else if (strcmp(word, "plug") == 0 && !arg) {
		if (E.master >= 0)
			close_pty();
		if (make_pty() != 0) {
			E.mcu = MCU_UNPOWERED;
			say("ERROR cannot create a pty");
			return 0;
		}
		power_on();
		say("PLUGGED %s", E.slave);
	} else if (strcmp(word, "press") == 0 && !arg) {
		schedule_press(now);
	} else if (strcmp(word, "hold") == 0 && !arg) {
		/* the button held down (or a tilt switch resting closed), until
		 * release: across resets too */
		drive_pin(2, 0, 0);
		say("HELD");
	} else if (strcmp(word, "release") == 0 && !arg) {
		drive_pin(2, 1, 0);
		say("RELEASED");
	} else if (strcmp(word, "die") == 0 && arg && !extra &&
			arg[0] >= '1' && arg[0] <= '6' && arg[1] == 0) {
		int k = arg[0] - '0';
		for (int face = 1; face <= 6; face++)
			drive_pin(2 + face, face == k ? 0 : 1, 0);
		say("DIE %d", k);
	} else {
		say("ERROR unknown command '%.40s': unplug, plug, press, hold, release, die <1..6>, quit",
				word);
	}
	return 0;
}

/* Returns 1 to quit (a quit command or the end of stdin). */
static int read_stdin(uint64_t now)
{
	char buf[512];
	ssize_t n = read(STDIN_FILENO, buf, sizeof buf);
	if (n == 0)
		return 1;
	if (n < 0)
		return (errno == EAGAIN || errno == EINTR) ? 0 : 1;
	for (ssize_t i = 0; i < n; i++) {
		char c = buf[i];
		if (c == '\n') {
			E.cmd[E.cmd_len] = 0;
			int quit = 0;
			if (E.cmd_overflow)
				say("ERROR command too long");
			else
				quit = handle_command(E.cmd, now);
			E.cmd_len = 0;
			E.cmd_overflow = 0;
			if (quit)
				return 1;
		} else if (E.cmd_len < sizeof E.cmd - 1) {
			E.cmd[E.cmd_len++] = c;
		} else {
			E.cmd_overflow = 1;
		}
	}
	return 0;
}

/* ------------------------------------------------------------------ */

/* SIGTERM and SIGINT end the emulator like quit does, link removed. */
static volatile sig_atomic_t stop_requested;

static void on_stop_signal(int sig)
{
	(void)sig;
	stop_requested = 1;
}

static long parse_long(const char *s, long lo, long hi, const char *what)
{
	char *end = NULL;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || !end || *end || end == s || v < lo || v > hi)
		die_usage("%s must be a whole number from %ld to %ld, not '%s'", what, lo, hi, s);
	return v;
}

static void parse_options(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "firmware", required_argument, NULL, 'f' },
		{ "link", required_argument, NULL, 'l' },
		{ "bootloader-ms", required_argument, NULL, 'b' },
		{ "analog", required_argument, NULL, 'a' },
		{ "erase-eeprom-on-reset", no_argument, NULL, 'e' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	E.bootloader_ms = 500;
	E.analog = 512;
	opterr = 0;
	int c;
	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (c) {
		case 'f': E.firmware_path = optarg; break;
		case 'l': E.link_path = optarg; break;
		case 'b': E.bootloader_ms = parse_long(optarg, 0, 60000, "--bootloader-ms"); break;
		case 'a': E.analog = parse_long(optarg, 0, 1023, "--analog"); break;
		case 'e': E.erase_eeprom = 1; break;
		case 'h': die_usage("an Arduino Uno on a pseudo-terminal");
		default:
			die_usage("unknown or incomplete option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		die_usage("unexpected argument '%s'", argv[optind]);
	if (!E.firmware_path)
		die_usage("--firmware is required");
	if (!E.link_path || !*E.link_path)
		die_usage("--link is required");
}

int main(int argc, char **argv)
{
	E.master = -1;
	parse_options(argc, argv);
	signal(SIGPIPE, SIG_IGN);
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop_signal;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	avr_global_logger_set(quiet_logger);
	setup_mcu();

	if (make_pty() != 0)
		exit(2);
	fcntl(STDIN_FILENO, F_SETFL, fcntl(STDIN_FILENO, F_GETFL) | O_NONBLOCK);
	power_on();
	say("PORT %s", E.slave);

	while (!stop_requested) {
		uint64_t now = now_ns();
		if (E.mcu != MCU_RUNNING)
			run_events(now);
		check_client(now);
		if (E.mcu == MCU_BOOTLOADER && now >= E.boot_end_ns) {
			say("BOOTED");
			start_running(now);
		}
		run_mcu(now);
		flush_tx();

		/* Sleep until the next slice, an event, or input. */
		uint64_t wait = SLICE_NS;
		if (E.mcu != MCU_RUNNING) {
			wait = 2 * SLICE_NS; /* still watch for opens */
			if (E.master < 0)
				wait = 50 * SLICE_NS;
			if (E.mcu == MCU_BOOTLOADER && E.boot_end_ns > now &&
					E.boot_end_ns - now < wait)
				wait = E.boot_end_ns - now;
		}
		if (E.n_events && E.events[0].at_ns > now && E.events[0].at_ns - now < wait)
			wait = E.events[0].at_ns - now;
		struct pollfd fds[2] = {
			{ .fd = STDIN_FILENO, .events = POLLIN },
			{ .fd = E.client_open ? E.master : -1, .events = POLLIN },
		};
		struct timespec ts = { .tv_sec = (time_t)(wait / NS_PER_S),
				.tv_nsec = (long)(wait % NS_PER_S) };
		int r = ppoll(fds, 2, &ts, NULL);
		if (r > 0 && (fds[0].revents & (POLLIN | POLLHUP | POLLERR))) {
			if (read_stdin(now_ns()))
				break;
		}
		/* the master is read in check_client, at the top of the loop */
	}

	close_pty();
	return 0;
}
