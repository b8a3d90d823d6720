// Command urilint-corpus evaluates urilint on real code: a corpus of
// public modules, pinned to versions, and the standard library.
//
// Usage:
//
//	go run ./cmd/urilint-corpus [flags]
//
// It prepares the corpus in a work directory, once: each module is
// fetched through the module proxy and copied out of the module cache,
// and its dependencies are fetched, so that later runs need no network.
// Then it runs urilint on each module, counts the URI sites the sites
// pass finds, and prints a Markdown table of packages, sites per role,
// findings per check, panics and wall time. The raw JSON of each run and
// a flat list of all findings, for triage, are left in DIR/results.
//
// With -speed it measures instead what urilint costs: go vet against go
// vet -vettool=urilint, both with vet's cache bypassed, go vet
// -vettool=urilint against a vet tool of one analyzer that does nothing,
// and urilint's checks against a no-op analyzer in the same driver.
//
// Flags:
//
//	-dir DIR         work directory (default: urilint-corpus in the user cache directory)
//	-modules LIST    comma-separated short names: mux, resty, client_golang, minio, consul, client-go,
//	                 keda, oidc, gitea, vegeta, task, prometheus, node_exporter, caddy,
//	                 distribution, coredns, echo, gin, mysql, pgx, pq, go-redis, mongo-driver,
//	                 kafka-go, vault-api, go-oidc, ldap, goproxy, websocket, retryablehttp,
//	                 clickhouse-go, grpc, nats-server, aws-sdk-go-v2, bluemonday, oauth2, pulsar,
//	                 cloudflare, discordgo, telegram, jwx, webpush, mailgun, go-ovh, azcore,
//	                 containerregistry, std (default all)
//	-urilint PATH    the urilint binary to evaluate (default: build ./cmd/urilint of this module)
//	-prepare-only    prepare the corpus and stop
//	-fixcheck        apply -fix to scratch copies: the changed packages must build, vet and test as
//	                 before, a second -fix change nothing, and -diff show no secret (std: its testdata)
//	-doors           compare the findings of urilint and go vet -vettool=urilint, three flag sets
//	-speed           measure speed instead of findings
//	-runs N          runs per configuration with -speed (default 5)
//	-cpuprofile FILE with -speed, write a CPU profile of the in-process urilint driver's last run
//
// The exit status is 0 when every module was evaluated, 1 when some
// failed (to prepare, to load, or urilint panicked), 2 on a usage error.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis/unitchecker"
)

type options struct {
	dir         string
	modules     string
	urilint     string
	speed       bool
	fixcheck    bool
	doors       bool
	runs        int
	cpuprofile  string
	prepareOnly bool

	// driver is the hidden mode in which -speed runs this binary as a
	// plain analysis driver; see runDriver.
	driver string
}

// vettoolEnv names the environment variable with which -speed runs this
// binary as a vet tool of one analyzer that does nothing: the floor of
// any vet tool, which pays for the protocol, parsing and type-checking.
const vettoolEnv = "URILINT_CORPUS_VETTOOL"

func main() {
	if os.Getenv(vettoolEnv) == "noop" {
		unitchecker.Main(noopAnalyzer) // does not return
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	var opts options
	fs := flag.NewFlagSet("urilint-corpus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&opts.dir, "dir", "", "work `directory` (default: urilint-corpus in the user cache directory)")
	fs.StringVar(&opts.modules, "modules", "", "comma-separated `list` of modules to evaluate, by short name: "+strings.Join(moduleNames(), ", ")+" (default all)")
	fs.StringVar(&opts.urilint, "urilint", "", "the urilint binary to evaluate, at `path` (default: build ./cmd/urilint of this module)")
	fs.BoolVar(&opts.speed, "speed", false, "measure speed: go vet against go vet -vettool=urilint, and urilint against a no-op analyzer")
	fs.IntVar(&opts.runs, "runs", 5, "with -speed, `N` timed runs of each configuration")
	fs.StringVar(&opts.cpuprofile, "cpuprofile", "", "with -speed, write a CPU profile of the in-process urilint driver's last run to `file`")
	fs.BoolVar(&opts.prepareOnly, "prepare-only", false, "prepare the corpus, then stop")
	fs.BoolVar(&opts.fixcheck, "fixcheck", false, "apply urilint -fix to scratch copies (std: its testdata packages) and check that the code still type-checks with nothing fixable left")
	fs.BoolVar(&opts.doors, "doors", false, "compare urilint -json with go vet -vettool=urilint -json, with and without -sinks and an option")
	fs.StringVar(&opts.driver, "driver", "", "")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: urilint-corpus [flags]\n\nFlags:\n")
		// -driver is internal: -speed runs this binary with it.
		fs.VisitAll(func(f *flag.Flag) {
			if f.Name == "driver" {
				return
			}
			name, usage := flag.UnquoteUsage(f)
			if name != "" {
				name = " " + name
			}
			if f.DefValue != "" && f.DefValue != "false" {
				usage += fmt.Sprintf(" (default %s)", f.DefValue)
			}
			fmt.Fprintf(stderr, "  -%s%s\n    \t%s\n", f.Name, name, usage)
		})
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if opts.driver != "" {
		return runDriver(opts.driver, opts.cpuprofile, fs.Args(), stdout, stderr)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "urilint-corpus: unexpected arguments: %s\n", strings.Join(fs.Args(), " "))
		return 2
	}
	if opts.runs < 1 {
		fmt.Fprintln(stderr, "urilint-corpus: -runs must be at least 1")
		return 2
	}
	if opts.cpuprofile != "" && !opts.speed {
		fmt.Fprintln(stderr, "urilint-corpus: -cpuprofile needs -speed")
		return 2
	}
	mods, err := selectModules(opts.modules)
	if err != nil {
		fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
		return 2
	}
	if opts.dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: no -dir, and %v\n", err)
			return 2
		}
		opts.dir = filepath.Join(cache, "urilint-corpus")
	}
	if opts.dir, err = filepath.Abs(opts.dir); err != nil {
		fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
		return 2
	}
	if err := os.MkdirAll(filepath.Join(opts.dir, "results"), 0o755); err != nil {
		fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
		return 1
	}
	if opts.cpuprofile != "" {
		// The profiled driver runs in the module's directory.
		if opts.cpuprofile, err = filepath.Abs(opts.cpuprofile); err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
			return 2
		}
	}
	if opts.urilint != "" {
		if opts.urilint, err = filepath.Abs(opts.urilint); err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
			return 2
		}
		if _, err := os.Stat(opts.urilint); err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: -urilint: %v\n", err)
			return 2
		}
	}

	start := time.Now()
	logf := func(format string, args ...any) {
		fmt.Fprintf(stderr, "[%6.1fs] "+format+"\n", append([]any{time.Since(start).Seconds()}, args...)...)
	}

	// Prepare every module first: the network is needed only here, and a
	// module that fails to prepare is reported without stopping the rest.
	targets := make([]*target, len(mods))
	failed := false
	for i, m := range mods {
		logf("prepare %s", m.Name)
		targets[i] = prepare(opts.dir, m, logf)
		if t := targets[i]; t.Err != nil {
			logf("prepare %s: FAILED: %v", m.Name, t.Err)
			failed = true
		} else if t.Note != "" {
			logf("prepare %s: %s", m.Name, t.Note)
		}
	}
	if opts.prepareOnly {
		for _, t := range targets {
			if t.Err == nil {
				fmt.Fprintf(stdout, "%s\t%s\n", t.label(), t.Dir)
			}
		}
		return exitStatus(failed)
	}

	tool := opts.urilint
	if tool == "" {
		tmp, err := os.MkdirTemp("", "urilint-corpus-")
		if err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
			return 1
		}
		defer os.RemoveAll(tmp)
		logf("build urilint")
		if tool, err = buildURILint(tmp); err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
			return 1
		}
	}

	if opts.doors {
		return exitStatus(!runDoors(targets, tool, stdout, logf))
	}
	if opts.fixcheck {
		if !runFixCheck(targets, tool, stdout, logf) {
			failed = true
		}
		return exitStatus(failed)
	}
	if opts.speed {
		if !runSpeed(opts, targets, tool, stdout, logf) {
			failed = true
		}
		return exitStatus(failed)
	}

	results := make([]*moduleResult, 0, len(targets))
	for _, t := range targets {
		r := evaluate(opts.dir, t, tool, logf)
		if r.failed() {
			failed = true
		}
		results = append(results, r)
	}
	if err := writeResults(opts.dir, results, stdout); err != nil {
		fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
		return 1
	}
	logf("done; results in %s", filepath.Join(opts.dir, "results"))
	return exitStatus(failed)
}

func exitStatus(failed bool) int {
	if failed {
		return 1
	}
	return 0
}
