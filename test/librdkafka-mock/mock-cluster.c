/*
 * mock-cluster: a long-lived librdkafka mock cluster driven by line commands.
 *
 * Why this exists: librdkafka's mock cluster (rdkafka_mock.h, Debian librdkafka-dev 2.0.2) is a Kafka broker
 * implementation that no one on this project wrote, so it catches encoding and version-negotiation mistakes
 * that our own in-memory cluster would share with our client. kcat's `-X test.mock.num.brokers` gives a mock
 * only for the lifetime of one kcat process and without fault injection; this program keeps one cluster
 * alive and exposes the public fault-injection API over stdin (see docs/testing.md, section
 * "librdkafka mock cluster", and ../shared/notes/librdkafka-mock.md for what the mock models).
 *
 * Protocol:
 *   - argv: --brokers N (default 3), --debug CONTEXTS (librdkafka `debug`, e.g. "mock,protocol"),
 *     --nagle on|off (default off: the mock brokers' sockets get TCP_NODELAY, as Apache Kafka's do).
 *   - stdout line 1: the bootstrap servers alone, e.g. "127.0.0.1:40001,127.0.0.1:40002".
 *   - then one command per stdin line; each answered with exactly one stdout line, "ok", "ok <value>"
 *     or "error <text>", flushed at once.
 *   - EOF on stdin, `quit`, SIGTERM or SIGINT: destroy the cluster and exit 0.
 *   - diagnostics (ours and librdkafka's log callback) go to stderr.
 *
 * Build: gcc -O2 -Wall -Wextra -Werror mock-cluster.c -lrdkafka
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

#define MAX_LINE 8192
#define MAX_TOKENS 512

static volatile sig_atomic_t stop_signal = 0;

static void on_stop_signal(int sig) {
        stop_signal = sig;
}

static void reply_ok(const char *value) {
        if (value != NULL && *value != '\0')
                printf("ok %s\n", value);
        else
                printf("ok\n");
        fflush(stdout);
}

static void reply_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void reply_error(const char *fmt, ...) {
        va_list ap;
        char text[1024];
        char *p;
        va_start(ap, fmt);
        vsnprintf(text, sizeof(text), fmt, ap);
        va_end(ap);
        /* The answer must stay one line whatever librdkafka's message says. */
        for (p = text; *p != '\0'; p++)
                if (*p == '\n' || *p == '\r')
                        *p = ' ';
        printf("error %s\n", text);
        fflush(stdout);
}

static void reply_rd_error(const char *what, rd_kafka_resp_err_t err) {
        reply_error("%s: %s (%s, %d)", what, rd_kafka_err2str(err), rd_kafka_err2name(err), (int)err);
}

/* Strict integer parsing: the whole token must be a base-10 number within [min, max]. */
static int parse_long(const char *token, long min, long max, long *out) {
        char *end = NULL;
        long value;
        if (token == NULL || *token == '\0')
                return -1;
        errno = 0;
        value = strtol(token, &end, 10);
        if (errno != 0 || end == token || *end != '\0' || value < min || value > max)
                return -1;
        *out = value;
        return 0;
}

#define PARSE_OR_FAIL(token, min, max, out, name)                                                  \
        do {                                                                                       \
                if (parse_long((token), (min), (max), &(out)) != 0) {                              \
                        reply_error("invalid %s '%s'", (name), (token) == NULL ? "" : (token));    \
                        return;                                                                    \
                }                                                                                  \
        } while (0)

#define EXPECT_ARGS(cond, usage)                                                                   \
        do {                                                                                       \
                if (!(cond)) {                                                                     \
                        reply_error("usage: %s", (usage));                                         \
                        return;                                                                    \
                }                                                                                  \
        } while (0)

/* Error codes are Kafka's (int16) plus librdkafka's negative internal ones, e.g. -195 __TRANSPORT. */
#define ERR_MIN (-200L)
#define ERR_MAX 32767L

static rd_kafka_mock_cluster_t *mcluster;
static int broker_count;
static int quit_requested = 0;

static void run_command(int argc, char **argv) {
        const char *cmd = argv[0];
        rd_kafka_resp_err_t err;
        long a, b, c;

        if (strcmp(cmd, "ping") == 0) {
                reply_ok(NULL);
        } else if (strcmp(cmd, "quit") == 0) {
                quit_requested = 1;
                reply_ok(NULL);
        } else if (strcmp(cmd, "create_topic") == 0) {
                EXPECT_ARGS(argc == 4, "create_topic <name> <partitions> <replication>");
                PARSE_OR_FAIL(argv[2], 1, INT_MAX, a, "partition count");
                PARSE_OR_FAIL(argv[3], 1, broker_count, b, "replication factor");
                err = rd_kafka_mock_topic_create(mcluster, argv[1], (int)a, (int)b);
                if (err)
                        reply_rd_error("create_topic", err);
                else
                        reply_ok(NULL);
        } else if (strcmp(cmd, "push_errors") == 0) {
                /* Cluster-wide FIFO per ApiKey (rdkafka_mock.h:151). Ignored by a broker that has a
                 * per-broker stack for the same key, even an empty one (see the notes' "Gotcha"). */
                rd_kafka_resp_err_t errors[MAX_TOKENS];
                int i;
                EXPECT_ARGS(argc >= 3, "push_errors <apiKey> <err> [<err> ...]");
                PARSE_OR_FAIL(argv[1], 0, SHRT_MAX, a, "api key");
                for (i = 2; i < argc; i++) {
                        PARSE_OR_FAIL(argv[i], ERR_MIN, ERR_MAX, b, "error code");
                        errors[i - 2] = (rd_kafka_resp_err_t)b;
                }
                rd_kafka_mock_push_request_errors_array(mcluster, (int16_t)a, (size_t)(argc - 2), errors);
                reply_ok(NULL);
        } else if (strcmp(cmd, "broker_push_error_rtts") == 0) {
                /* The public API is variadic only (rdkafka_mock.h:185); pushing one (err, rtt) pair per call
                 * appends to the same per-broker FIFO, so the order is the order given. Every pair is parsed
                 * before anything is pushed, so a malformed command changes nothing. */
                rd_kafka_resp_err_t codes[MAX_TOKENS];
                int rtts[MAX_TOKENS];
                int i;
                EXPECT_ARGS(argc >= 4, "broker_push_error_rtts <broker> <apiKey> <err>:<rtt_ms> [...]");
                PARSE_OR_FAIL(argv[1], INT32_MIN, INT32_MAX, a, "broker id");
                PARSE_OR_FAIL(argv[2], 0, SHRT_MAX, b, "api key");
                for (i = 3; i < argc; i++) {
                        char *colon = strchr(argv[i], ':');
                        long rtt;
                        if (colon == NULL) {
                                reply_error("invalid pair '%s', expected <err>:<rtt_ms>", argv[i]);
                                return;
                        }
                        *colon = '\0';
                        PARSE_OR_FAIL(argv[i], ERR_MIN, ERR_MAX, c, "error code");
                        PARSE_OR_FAIL(colon + 1, 0, INT_MAX, rtt, "rtt");
                        codes[i - 3] = (rd_kafka_resp_err_t)c;
                        rtts[i - 3] = (int)rtt;
                }
                for (i = 3; i < argc; i++) {
                        err = rd_kafka_mock_broker_push_request_error_rtts(mcluster, (int32_t)a, (int16_t)b, 1,
                                                                           codes[i - 3], rtts[i - 3]);
                        if (err) {
                                reply_rd_error("broker_push_error_rtts", err);
                                return;
                        }
                }
                reply_ok(NULL);
        } else if (strcmp(cmd, "error_stack_count") == 0) {
                size_t count = 0;
                char value[32];
                EXPECT_ARGS(argc == 3, "error_stack_count <broker> <apiKey>");
                PARSE_OR_FAIL(argv[1], INT32_MIN, INT32_MAX, a, "broker id");
                PARSE_OR_FAIL(argv[2], 0, SHRT_MAX, b, "api key");
                err = rd_kafka_mock_broker_error_stack_cnt(mcluster, (int32_t)a, (int16_t)b, &count);
                if (err) {
                        reply_rd_error("error_stack_count", err);
                        return;
                }
                snprintf(value, sizeof(value), "%zu", count);
                reply_ok(value);
        } else if (strcmp(cmd, "clear_errors") == 0) {
                EXPECT_ARGS(argc == 2, "clear_errors <apiKey>");
                PARSE_OR_FAIL(argv[1], 0, SHRT_MAX, a, "api key");
                rd_kafka_mock_clear_request_errors(mcluster, (int16_t)a);
                reply_ok(NULL);
        } else if (strcmp(cmd, "topic_error") == 0) {
                /* Metadata requests cannot take pushed errors; this is the mock's way to fail a topic. */
                EXPECT_ARGS(argc == 3, "topic_error <topic> <err>");
                PARSE_OR_FAIL(argv[2], ERR_MIN, ERR_MAX, a, "error code");
                rd_kafka_mock_topic_set_error(mcluster, argv[1], (rd_kafka_resp_err_t)a);
                reply_ok(NULL);
        } else if (strcmp(cmd, "broker_down") == 0 || strcmp(cmd, "broker_up") == 0) {
                int down = strcmp(cmd, "broker_down") == 0;
                EXPECT_ARGS(argc == 2, down ? "broker_down <id>" : "broker_up <id>");
                PARSE_OR_FAIL(argv[1], INT32_MIN, INT32_MAX, a, "broker id");
                err = down ? rd_kafka_mock_broker_set_down(mcluster, (int32_t)a)
                           : rd_kafka_mock_broker_set_up(mcluster, (int32_t)a);
                if (err)
                        reply_rd_error(cmd, err);
                else
                        reply_ok(NULL);
        } else if (strcmp(cmd, "broker_rtt") == 0) {
                EXPECT_ARGS(argc == 3, "broker_rtt <id> <ms>");
                PARSE_OR_FAIL(argv[1], INT32_MIN, INT32_MAX, a, "broker id");
                PARSE_OR_FAIL(argv[2], 0, INT_MAX, b, "rtt");
                err = rd_kafka_mock_broker_set_rtt(mcluster, (int32_t)a, (int)b);
                if (err)
                        reply_rd_error("broker_rtt", err);
                else
                        reply_ok(NULL);
        } else if (strcmp(cmd, "rtt_all") == 0) {
                int id;
                EXPECT_ARGS(argc == 2, "rtt_all <ms>");
                PARSE_OR_FAIL(argv[1], 0, INT_MAX, b, "rtt");
                /* Broker ids are 1..N (rdkafka_mock.h:88). */
                for (id = 1; id <= broker_count; id++) {
                        err = rd_kafka_mock_broker_set_rtt(mcluster, id, (int)b);
                        if (err) {
                                reply_rd_error("rtt_all", err);
                                return;
                        }
                }
                reply_ok(NULL);
        } else if (strcmp(cmd, "coordinator") == 0) {
                EXPECT_ARGS(argc == 4 && (strcmp(argv[1], "transaction") == 0 || strcmp(argv[1], "group") == 0),
                            "coordinator <transaction|group> <key> <broker>");
                PARSE_OR_FAIL(argv[3], INT32_MIN, INT32_MAX, a, "broker id");
                /* The mock accepts any id here; refuse ids it does not have so a typo is not silent. */
                if (a < 1 || a > broker_count) {
                        reply_error("unknown broker %ld (brokers are 1..%d)", a, broker_count);
                        return;
                }
                err = rd_kafka_mock_coordinator_set(mcluster, argv[1], argv[2], (int32_t)a);
                if (err)
                        reply_rd_error("coordinator", err);
                else
                        reply_ok(NULL);
        } else if (strcmp(cmd, "leader") == 0) {
                EXPECT_ARGS(argc == 4, "leader <topic> <partition> <broker|-1>");
                PARSE_OR_FAIL(argv[2], 0, INT32_MAX, a, "partition");
                PARSE_OR_FAIL(argv[3], -1, INT32_MAX, b, "broker id");
                err = rd_kafka_mock_partition_set_leader(mcluster, argv[1], (int32_t)a, (int32_t)b);
                if (err)
                        reply_rd_error("leader", err);
                else
                        reply_ok(NULL);
        } else if (strcmp(cmd, "set_apiversion") == 0) {
                EXPECT_ARGS(argc == 4, "set_apiversion <apiKey> <min> <max>");
                PARSE_OR_FAIL(argv[1], 0, SHRT_MAX, a, "api key");
                PARSE_OR_FAIL(argv[2], -1, SHRT_MAX, b, "min version");
                PARSE_OR_FAIL(argv[3], -1, SHRT_MAX, c, "max version");
                err = rd_kafka_mock_set_apiversion(mcluster, (int16_t)a, (int16_t)b, (int16_t)c);
                if (err)
                        reply_rd_error("set_apiversion", err);
                else
                        reply_ok(NULL);
        } else {
                reply_error("unknown command '%s'", cmd);
        }
}

/* Splits a line into whitespace-separated tokens in place; returns the token count. */
static int tokenize(char *line, char **argv, int max) {
        int argc = 0;
        char *save = NULL;
        char *token = strtok_r(line, " \t\r\n", &save);
        while (token != NULL && argc < max) {
                argv[argc++] = token;
                token = strtok_r(NULL, " \t\r\n", &save);
        }
        return token != NULL ? -1 : argc;
}

static void handle_line(char *line) {
        char *argv[MAX_TOKENS + 1];
        int argc = tokenize(line, argv, MAX_TOKENS);
        if (argc < 0) {
                reply_error("too many arguments (at most %d)", MAX_TOKENS - 1);
                return;
        }
        if (argc == 0) {
                reply_error("empty command");
                return;
        }
        fprintf(stderr, "mock-cluster: command: %s\n", argv[0]);
        run_command(argc, argv);
}

/*
 * Reads stdin with pselect() so that SIGTERM/SIGINT, blocked everywhere else (librdkafka's threads inherit
 * the mask), are only delivered while we wait here: no race between checking the flag and blocking.
 * Returns when stdin reaches EOF, `quit` was handled, or a stop signal arrived.
 */
static void command_loop(const sigset_t *wait_mask) {
        static char buffer[MAX_LINE];
        size_t used = 0;
        for (;;) {
                fd_set readable;
                ssize_t n;
                char *newline;
                if (stop_signal != 0 || quit_requested)
                        return;
                FD_ZERO(&readable);
                FD_SET(STDIN_FILENO, &readable);
                if (pselect(STDIN_FILENO + 1, &readable, NULL, NULL, NULL, wait_mask) < 0) {
                        if (errno == EINTR)
                                continue;
                        perror("mock-cluster: pselect");
                        return;
                }
                n = read(STDIN_FILENO, buffer + used, sizeof(buffer) - 1 - used);
                if (n < 0) {
                        if (errno == EINTR || errno == EAGAIN)
                                continue;
                        perror("mock-cluster: read");
                        return;
                }
                if (n == 0)
                        return; /* EOF: the controller went away */
                used += (size_t)n;
                buffer[used] = '\0';
                while (!quit_requested && (newline = memchr(buffer, '\n', used)) != NULL) {
                        size_t line_len = (size_t)(newline - buffer);
                        *newline = '\0';
                        handle_line(buffer);
                        memmove(buffer, newline + 1, used - line_len - 1);
                        used -= line_len + 1;
                        buffer[used] = '\0';
                }
                if (used == sizeof(buffer) - 1) {
                        reply_error("line too long (at most %d bytes)", MAX_LINE - 2);
                        used = 0;
                }
        }
}

static int set_conf(rd_kafka_conf_t *conf, const char *name, const char *value) {
        char errstr[512];
        if (rd_kafka_conf_set(conf, name, value, errstr, sizeof(errstr)) != RD_KAFKA_CONF_OK) {
                fprintf(stderr, "mock-cluster: %s=%s: %s\n", name, value, errstr);
                return -1;
        }
        return 0;
}

static void usage(const char *argv0) {
        fprintf(stderr, "usage: %s [--brokers N] [--debug CONTEXTS] [--nagle on|off]\n", argv0);
}

int main(int argc, char **argv) {
        long brokers = 3;
        const char *debug = NULL;
        const char *nagle_disable = "true";
        char errstr[512];
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        sigset_t stop_mask, wait_mask;
        struct sigaction action;
        int i;

        for (i = 1; i < argc; i++) {
                if (strcmp(argv[i], "--brokers") == 0 && i + 1 < argc) {
                        if (parse_long(argv[++i], 1, 64, &brokers) != 0) {
                                fprintf(stderr, "mock-cluster: invalid broker count '%s' (1..64)\n", argv[i]);
                                return 2;
                        }
                } else if (strcmp(argv[i], "--debug") == 0 && i + 1 < argc) {
                        debug = argv[++i];
                } else if (strcmp(argv[i], "--nagle") == 0 && i + 1 < argc &&
                           (strcmp(argv[i + 1], "on") == 0 || strcmp(argv[i + 1], "off") == 0)) {
                        nagle_disable = strcmp(argv[++i], "off") == 0 ? "true" : "false";
                } else {
                        usage(argv[0]);
                        return 2;
                }
        }
        broker_count = (int)brokers;

        /* Block the stop signals before librdkafka starts its threads, so only pselect() receives them. */
        sigemptyset(&stop_mask);
        sigaddset(&stop_mask, SIGTERM);
        sigaddset(&stop_mask, SIGINT);
        sigprocmask(SIG_BLOCK, &stop_mask, &wait_mask);
        sigdelset(&wait_mask, SIGTERM);
        sigdelset(&wait_mask, SIGINT);
        memset(&action, 0, sizeof(action));
        action.sa_handler = on_stop_signal;
        sigemptyset(&action.sa_mask);
        sigaction(SIGTERM, &action, NULL);
        sigaction(SIGINT, &action, NULL);
        /* A controller that died must not kill us mid-reply with SIGPIPE; EOF on stdin ends the loop. */
        signal(SIGPIPE, SIG_IGN);

        /* The mock cluster needs an rd_kafka_t for bookkeeping only (rdkafka_mock.h:86-90); an idle producer.
         * It gets an unreachable bootstrap (port 1, one attempt, then an hour of backoff) because with no
         * broker at all its threads only notice termination on 1 s polls: destroy then took ~2 s against
         * ~10 ms (measured). It must not bootstrap from the mock itself: its own ApiVersions requests would
         * consume errors injected for the client under test. Its connection errors are below log_level 2.
         * socket.nagle.disable is read by the mock brokers too: with it, each socket a mock broker accepts gets
         * setsockopt(TCP_NODELAY) (checked with strace -e setsockopt; without it there is none). librdkafka's
         * default leaves Nagle on, unlike Apache Kafka, which sets TCP_NODELAY on every accepted socket; with
         * Nagle on, the second of two small responses pending on one connection waits for the client's delayed
         * ACK (~40 ms on Linux): see docs/performance.md, "Nagle". */
        conf = rd_kafka_conf_new();
        if (set_conf(conf, "bootstrap.servers", "127.0.0.1:1") != 0 ||
            set_conf(conf, "socket.nagle.disable", nagle_disable) != 0 ||
            set_conf(conf, "reconnect.backoff.ms", "3600000") != 0 ||
            set_conf(conf, "reconnect.backoff.max.ms", "3600000") != 0 ||
            (debug == NULL && set_conf(conf, "log_level", "2") != 0)) {
                rd_kafka_conf_destroy(conf);
                return 1;
        }
        if (debug != NULL && set_conf(conf, "debug", debug) != 0) {
                rd_kafka_conf_destroy(conf);
                return 2;
        }
        rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (rk == NULL) {
                fprintf(stderr, "mock-cluster: rd_kafka_new: %s\n", errstr);
                return 1;
        }
        mcluster = rd_kafka_mock_cluster_new(rk, broker_count);
        if (mcluster == NULL) {
                fprintf(stderr, "mock-cluster: rd_kafka_mock_cluster_new failed\n");
                rd_kafka_destroy(rk);
                return 1;
        }

        printf("%s\n", rd_kafka_mock_cluster_bootstraps(mcluster));
        fflush(stdout);
        fprintf(stderr, "mock-cluster: %d broker(s) at %s (librdkafka %s)\n", broker_count,
                rd_kafka_mock_cluster_bootstraps(mcluster), rd_kafka_version_str());

        command_loop(&wait_mask);

        fprintf(stderr, "mock-cluster: stopping (%s)\n",
                stop_signal != 0 ? "signal" : quit_requested ? "quit" : "stdin closed");
        rd_kafka_mock_cluster_destroy(mcluster);
        rd_kafka_destroy(rk);
        return 0;
}
