package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
)

// Speed mode compares, on each module, in the same cache state:
//
//   - vet: go vet ./..., the analyzers of cmd/vet;
//   - vettool: go vet -vettool=urilint ./..., urilint's checks in vet's
//     driver; goal: no slower than vet;
//   - vettool-noop: go vet -vettool with this binary as a vet tool of one
//     analyzer that does nothing, the floor of any vet tool; goal: vettool
//     at most 10% more;
//   - urilint: the urilint binary, ./...;
//   - driver-urilint and driver-noop: this binary as a plain driver
//     (go/packages, LoadAllSyntax with tests, then checker.Analyze), with
//     urilint's checks or with an analyzer that does nothing. Loading and
//     type-checking, which any driver pays, is the same in both, so their
//     ratio is what the checks cost; goal: at most 10% more.
//
// go vet caches each package's vet result in the build cache, keyed by
// an action ID (cmd/go/internal/work/exec.go, (*Builder).vet) that hashes
// the vet tool's ID (b.toolID("vet"): for a release tool the line that
// "-V=full" prints, for a development build such as urilint the content
// ID in its "buildID=", which unitchecker computes as the SHA-256 of the
// executable), the flags passed to the tool ("vetflags"), the action ID
// of the package's compilation, and the vet outputs (facts) of its
// dependencies. A second run would replay every result from the cache
// and measure nothing. "go clean -cache" or -a would bypass it, but
// would recompile everything, and compilation would swamp the analysis.
// So each run changes exactly one input of the vet key, which misses
// the cache for every vet action and for no compilation:
//
//   - vet gets a new value of a flag that changes no result,
//     -printf.funcs=urilintBenchNONCE: printf then also checks calls to
//     functions of that name, and there are none;
//   - urilint has no such free-form flag: its flags are booleans, so
//     alternating one (-schemecase.tests) makes two keys only, after
//     which every result comes from the cache, and changes what is
//     checked; -tags would change the compilations too. So vettool runs
//     a fresh copy of the binary with NONCE appended: ELF ignores
//     trailing bytes, so the code run is the same, but the SHA-256, hence
//     the tool ID, changes. The copy is made outside the timed region.
//     (On mux: go vet with a fresh copy takes 2.5 s, again with the same
//     copy 0.13 s.)
//
// In both, go vet also vets every dependency, the standard library's
// included, for its facts: that is what an uncached go vet costs.
// The go command's -c flag would not do: it does not reach the tool nor
// the key. The standalone runs have no cache to bypass.
//
// Each configuration runs once untimed first, so that compilations, the
// module cache and the page cache are warm for all, then -runs times,
// interleaved, in an order that rotates from run to run, so that no
// configuration always follows the same one. Wall time and CPU time
// (user+system, of the process and its children, which go vet's vet
// tools are) are recorded; on a shared machine CPU time is the steadier.

// A speedConfig is one way to analyze a module.
type speedConfig struct {
	name string
	// command returns the command of one run, and what to clean up after
	// it; nonce is new for each run, and last is set on the last one.
	command func(nonce string, last bool) (*exec.Cmd, func(), error)
	// okExit are the exit statuses of a run that worked: go vet and
	// urilint exit with 1 when they find something.
	okExit []int
}

type measurement struct {
	wall, cpu time.Duration
	exit      int
}

type configResult struct {
	name    string
	runs    []measurement
	failure string // set when the configuration failed; its runs stop
}

// runSpeed measures every module and prints the tables; it reports
// whether every configuration of every module ran.
func runSpeed(opts options, targets []*target, tool string, stdout io.Writer, logf func(string, ...any)) bool {
	self, err := os.Executable()
	if err != nil {
		logf("speed: %v", err)
		return false
	}
	tmp, err := os.MkdirTemp("", "urilint-corpus-speed-")
	if err != nil {
		logf("speed: %v", err)
		return false
	}
	defer os.RemoveAll(tmp)

	ok := true
	var all [][]*configResult
	var measured []*target
	for _, t := range targets {
		if t.Err != nil {
			continue
		}
		profile := opts.cpuprofile
		if profile != "" && len(targets) > 1 {
			ext := filepath.Ext(profile)
			profile = strings.TrimSuffix(profile, ext) + "." + t.Name + ext
		}
		configs := speedConfigs(t, tool, self, tmp, profile)
		res := measure(t, configs, opts.runs, logf)
		for _, r := range res {
			if r.failure != "" {
				ok = false
			}
		}
		if profile != "" {
			logf("speed %s: CPU profile of driver-urilint's last run in %s", t.label(), profile)
		}
		all = append(all, res)
		measured = append(measured, t)
	}

	var b bytes.Buffer
	renderSpeed(&b, measured, all, opts.runs)
	stdout.Write(b.Bytes())
	if err := os.WriteFile(filepath.Join(opts.dir, "results", "speed.md"), b.Bytes(), 0o644); err != nil {
		logf("speed: %v", err)
		ok = false
	}
	for _, t := range targets {
		if t.Note != "" {
			fmt.Fprintf(stdout, "\nNote: %s\n", t.Note)
		}
		if t.Err != nil {
			fmt.Fprintf(stdout, "\n%s failed to prepare: %v\n", t.label(), t.Err)
		}
	}
	return ok
}

func speedConfigs(t *target, tool, self, tmp, profile string) []speedConfig {
	env := targetEnv(t)
	inDir := func(name string, args ...string) *exec.Cmd {
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = t.Dir, env
		return cmd
	}
	noCleanup := func() {}
	return []speedConfig{
		{"vet", func(nonce string, _ bool) (*exec.Cmd, func(), error) {
			return inDir("go", "vet", "-printf.funcs=urilintBench"+nonce, "./..."), noCleanup, nil
		}, []int{0, 1}},
		{"vettool", func(nonce string, _ bool) (*exec.Cmd, func(), error) {
			copyPath := filepath.Join(tmp, "urilint-"+nonce)
			if err := copyWithNonce(tool, copyPath, nonce); err != nil {
				return nil, nil, err
			}
			cmd := inDir("go", "vet", "-vettool="+copyPath, "./...")
			// The copy is of no use after its run, unlike its results.
			return cmd, func() { os.Remove(copyPath) }, nil
		}, []int{0, 1}},
		{"vettool-noop", func(nonce string, _ bool) (*exec.Cmd, func(), error) {
			copyPath := filepath.Join(tmp, "noop-"+nonce)
			if err := copyWithNonce(self, copyPath, nonce); err != nil {
				return nil, nil, err
			}
			cmd := inDir("go", "vet", "-vettool="+copyPath, "./...")
			cmd.Env = append(cmd.Env, vettoolEnv+"=noop")
			return cmd, func() { os.Remove(copyPath) }, nil
		}, []int{0}},
		{"urilint", func(string, bool) (*exec.Cmd, func(), error) {
			return inDir(tool, "./..."), noCleanup, nil
		}, []int{0, 1}},
		{"driver-urilint", func(_ string, last bool) (*exec.Cmd, func(), error) {
			args := []string{"-driver=urilint"}
			if last && profile != "" {
				args = append(args, "-cpuprofile="+profile)
			}
			return inDir(self, append(args, "./...")...), noCleanup, nil
		}, []int{0}},
		{"driver-noop", func(string, bool) (*exec.Cmd, func(), error) {
			return inDir(self, "-driver=noop", "./..."), noCleanup, nil
		}, []int{0}},
	}
}

// copyWithNonce copies the vet tool and appends the nonce, which changes
// its build ID and so the go command's vet cache keys; see above.
func copyWithNonce(from, to, nonce string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	data = append(data, "\nurilint-corpus nonce "+nonce+"\n"...)
	return os.WriteFile(to, data, 0o755)
}

// measure runs the configurations on one module: a warm-up round, then
// runs rounds, interleaved.
func measure(t *target, configs []speedConfig, runs int, logf func(string, ...any)) []*configResult {
	results := make([]*configResult, len(configs))
	for i, c := range configs {
		results[i] = &configResult{name: c.name}
	}
	for round := -1; round < runs; round++ {
		for k := range configs {
			i := k
			if round >= 0 {
				i = (k + round) % len(configs)
			}
			c, r := configs[i], results[i]
			if r.failure != "" {
				continue
			}
			nonce := strconv.FormatInt(time.Now().UnixNano(), 36)
			cmd, cleanup, err := c.command(nonce, round == runs-1)
			if err != nil {
				r.failure = err.Error()
				continue
			}
			m, stderr, err := timeCommand(cmd)
			cleanup()
			switch {
			case err != nil:
				r.failure = err.Error()
			case !slices.Contains(c.okExit, m.exit):
				r.failure = fmt.Sprintf("exit %d:\n%s", m.exit, tail(stderr, 10))
			}
			if r.failure != "" {
				logf("speed %s %s: FAILED: %s", t.label(), c.name, r.failure)
				continue
			}
			if round < 0 {
				logf("speed %s %s: warm-up %.1fs", t.label(), c.name, m.wall.Seconds())
				continue
			}
			r.runs = append(r.runs, m)
			logf("speed %s %s: run %d: %.1fs wall, %.1fs CPU", t.label(), c.name, round+1, m.wall.Seconds(), m.cpu.Seconds())
		}
	}
	return results
}

// timeCommand runs cmd and returns its wall time, its CPU time and its
// children's, its exit status and its standard error.
func timeCommand(cmd *exec.Cmd) (measurement, string, error) {
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	start := time.Now()
	err := cmd.Run()
	m := measurement{wall: time.Since(start)}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return m, stderr.String(), err
	}
	// On Linux, the rusage of a waited-for process includes that of the
	// descendants it waited for: the vet tools go vet runs.
	m.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	m.exit = cmd.ProcessState.ExitCode()
	return m, stderr.String(), nil
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	n := len(s)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func (r *configResult) times(cpu bool) []time.Duration {
	var ds []time.Duration
	for _, m := range r.runs {
		if cpu {
			ds = append(ds, m.cpu)
		} else {
			ds = append(ds, m.wall)
		}
	}
	return ds
}

// renderSpeed writes the measurements and the ratios as Markdown tables.
func renderSpeed(w io.Writer, targets []*target, all [][]*configResult, runs int) {
	fmt.Fprintf(w, "Speed: %d timed runs per configuration after one warm-up, interleaved; times in seconds.\n\n", runs)
	fmt.Fprintln(w, "| Module | Configuration | Wall median | Wall min–max | CPU median | CPU min–max | Exit |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|")
	for i, t := range targets {
		for _, r := range all[i] {
			if r.failure != "" || len(r.runs) == 0 {
				fmt.Fprintf(w, "| %s | %s | failed | | | | |\n", t.label(), r.name)
				continue
			}
			wall, cpu := r.times(false), r.times(true)
			var exits []string
			for _, m := range r.runs {
				if e := strconv.Itoa(m.exit); !slices.Contains(exits, e) {
					exits = append(exits, e)
				}
			}
			fmt.Fprintf(w, "| %s | %s | %.2f | %.2f–%.2f | %.2f | %.2f–%.2f | %s |\n", t.label(), r.name,
				median(wall).Seconds(), slices.Min(wall).Seconds(), slices.Max(wall).Seconds(),
				median(cpu).Seconds(), slices.Min(cpu).Seconds(), slices.Max(cpu).Seconds(),
				strings.Join(exits, ","))
		}
	}

	fmt.Fprintln(w)
	fmt.Fprintln(w, "| Module | driver-urilint / driver-noop, wall | CPU | goal ≤ 1.10 | vettool / vettool-noop, wall | CPU | goal ≤ 1.10 | vettool / vet, wall | CPU | goal ≤ 1.00 |")
	fmt.Fprintln(w, "|---|---:|---:|---|---:|---:|---|---:|---:|---|")
	for i, t := range targets {
		byName := make(map[string]*configResult)
		for _, r := range all[i] {
			if r.failure == "" && len(r.runs) > 0 {
				byName[r.name] = r
			}
		}
		ratio := func(num, den string, goal float64) []string {
			a, b := byName[num], byName[den]
			if a == nil || b == nil {
				return []string{"–", "–", "–"}
			}
			rw := median(a.times(false)).Seconds() / median(b.times(false)).Seconds()
			rc := median(a.times(true)).Seconds() / median(b.times(true)).Seconds()
			verdict := "met"
			if rw > goal {
				verdict = "**not met**"
			}
			return []string{fmt.Sprintf("%.2f", rw), fmt.Sprintf("%.2f", rc), verdict}
		}
		cells := append([]string{t.label()}, ratio("driver-urilint", "driver-noop", 1.10)...)
		cells = append(cells, ratio("vettool", "vettool-noop", 1.10)...)
		cells = append(cells, ratio("vettool", "vet", 1.00)...)
		fmt.Fprintf(w, "| %s |\n", strings.Join(cells, " | "))
	}
	fmt.Fprintln(w, "\nRatios are of medians; the verdict is on wall time.")
}

// noopAnalyzer does nothing: with it, the driver only loads, parses and
// type-checks, which is the floor for any analysis.
var noopAnalyzer = &analysis.Analyzer{
	Name: "noop",
	Doc:  "do nothing",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

// runDriver is the hidden -driver mode: a plain analysis driver, loading
// as urilint does (LoadAllSyntax, with tests), then running either
// urilint's default checks or the no-op analyzer, so that the two differ
// in the analyzers alone.
func runDriver(kind, cpuprofile string, patterns []string, stdout, stderr io.Writer) int {
	var analyzers []*analysis.Analyzer
	switch kind {
	case "noop":
		analyzers = []*analysis.Analyzer{noopAnalyzer}
	case "urilint":
		as, err := analyzer.New(analyzer.Config{})
		if err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
			return 2
		}
		analyzers = as
	default:
		fmt.Fprintf(stderr, "urilint-corpus: -driver: want noop or urilint, not %q\n", kind)
		return 2
	}
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	if cpuprofile != "" {
		f, err := os.Create(cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
			return 2
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
			return 2
		}
		defer pprof.StopCPUProfile()
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Tests: true}, patterns...)
	if err != nil {
		fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
		return 2
	}
	graph, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "urilint-corpus: %v\n", err)
		return 2
	}
	// Use the results, as a real driver would, and say what was done.
	n := 0
	for _, act := range graph.Roots {
		n += len(act.Diagnostics)
	}
	fmt.Fprintf(stdout, "%d packages, %d analyzers, %d diagnostics\n", len(pkgs), len(analyzers), n)
	return 0
}
