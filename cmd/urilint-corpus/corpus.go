package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A module of the corpus.
type module struct {
	Name    string // short name, for -modules and the files of results
	Path    string // module path; "std" is the standard library
	Version string // the version to evaluate; none for std, which is the go command's
}

// corpus is pinned so that two runs of this command, or two versions of
// urilint, are compared on the same code. The modules cover what urilint
// looks for: routers and redirects (mux), HTTP clients (resty, minio,
// consul), URL building with net/url.URL (client-go, client_golang), and
// the standard library, which defines most sinks. The rest is code that
// configures endpoints: an autoscaler with a scaler per service (keda),
// OpenID Connect clients and providers (oidc), a self-hosted forge
// (gitea), CLI tools with many flags (vegeta, task), a monitoring server
// and an exporter (prometheus, node_exporter), and configurable servers
// (caddy, distribution, coredns). Each is analyzed in under three minutes
// on two cores. Modules that were tried and left out: oauth2-proxy, dex
// (no recent version), blackbox_exporter and the forges gogs and
// soft-serve are not on the proxy; alertmanager's ui package embeds files
// its module zip lacks, so it does not load; gitea v1.27 requires a
// module the proxy does not serve.
//
// A second group, added to measure precision on code urilint was never
// tuned on (testdata/corpus/labels.md): web frameworks (echo, gin);
// database drivers, whose tests are full of connection URIs (pgx, pq,
// go-redis, mongo-driver, clickhouse-go; and mysql, whose DSNs are not
// URIs); a Kafka client (kafka-go); API and auth clients (vault-api,
// go-oidc, ldap); proxies and transports (goproxy, websocket,
// retryablehttp, grpc); a message server with many client URLs in its
// tests (nats-server); and the AWS SDK's root module (aws-sdk-go-v2).
// A third group, first run after the test-intent rules were tuned on the
// other two: an HTML sanitiser with URL policies (bluemonday), OAuth2
// and JOSE (oauth2, jwx), a Pulsar client, REST API clients
// (cloudflare, discordgo, telegram, mailgun, go-ovh), Web Push, the
// Azure SDK's core and a container registry client
// (containerregistry).
// Each takes urilint under a minute. Left out: ory/hydra v2.3.0
// and traefik v3.7.13 do not load, because each replaces a module with a
// directory its module zip lacks (./internal/httpclient,
// ./pkg/config/dynamic/ext).
var corpus = []module{
	{"mux", "github.com/gorilla/mux", "v1.8.1"},
	{"resty", "github.com/go-resty/resty/v2", "v2.17.2"},
	{"client_golang", "github.com/prometheus/client_golang", "v1.25.0"},
	{"minio", "github.com/minio/minio-go/v7", "v7.4.1"},
	{"consul", "github.com/hashicorp/consul/api", "v1.34.5"},
	{"client-go", "k8s.io/client-go", "v0.37.2"},
	{"keda", "github.com/kedacore/keda/v2", "v2.21.0"},
	{"oidc", "github.com/zitadel/oidc/v3", "v3.51.17"},
	{"gitea", "code.gitea.io/gitea", "v1.26.0"},
	{"vegeta", "github.com/tsenart/vegeta/v12", "v12.13.0"},
	{"task", "github.com/go-task/task/v3", "v3.54.0"},
	{"prometheus", "github.com/prometheus/prometheus", "v0.316.0"},
	{"node_exporter", "github.com/prometheus/node_exporter", "v1.12.1"},
	{"caddy", "github.com/caddyserver/caddy/v2", "v2.11.9"},
	{"distribution", "github.com/distribution/distribution/v3", "v3.1.2"},
	{"coredns", "github.com/coredns/coredns", "v1.15.0"},
	{"echo", "github.com/labstack/echo/v4", "v4.16.0"},
	{"gin", "github.com/gin-gonic/gin", "v1.12.0"},
	{"mysql", "github.com/go-sql-driver/mysql", "v1.10.1"},
	{"pgx", "github.com/jackc/pgx/v5", "v5.12.0"},
	{"pq", "github.com/lib/pq", "v1.12.3"},
	{"go-redis", "github.com/redis/go-redis/v9", "v9.23.0"},
	{"mongo-driver", "go.mongodb.org/mongo-driver/v2", "v2.10.0"},
	{"kafka-go", "github.com/segmentio/kafka-go", "v0.4.51"},
	{"vault-api", "github.com/hashicorp/vault/api", "v1.23.0"},
	{"go-oidc", "github.com/coreos/go-oidc/v3", "v3.21.0"},
	{"ldap", "github.com/go-ldap/ldap/v3", "v3.4.15"},
	{"goproxy", "github.com/elazarl/goproxy", "v1.9.3"},
	{"websocket", "github.com/gorilla/websocket", "v1.5.3"},
	{"retryablehttp", "github.com/hashicorp/go-retryablehttp", "v0.7.8"},
	{"clickhouse-go", "github.com/ClickHouse/clickhouse-go/v2", "v2.51.0"},
	{"grpc", "google.golang.org/grpc", "v1.85.0"},
	{"nats-server", "github.com/nats-io/nats-server/v2", "v2.15.2"},
	{"aws-sdk-go-v2", "github.com/aws/aws-sdk-go-v2", "v1.48.0"},
	{"bluemonday", "github.com/microcosm-cc/bluemonday", "v1.0.27"},
	{"oauth2", "golang.org/x/oauth2", "v0.38.0"},
	{"pulsar", "github.com/apache/pulsar-client-go", "v0.19.0"},
	{"cloudflare", "github.com/cloudflare/cloudflare-go", "v0.119.0"},
	{"discordgo", "github.com/bwmarrin/discordgo", "v0.29.0"},
	{"telegram", "github.com/go-telegram-bot-api/telegram-bot-api/v5", "v5.5.1"},
	{"jwx", "github.com/lestrrat-go/jwx/v2", "v2.1.7"},
	{"webpush", "github.com/SherClockHolmes/webpush-go", "v1.4.0"},
	{"mailgun", "github.com/mailgun/mailgun-go/v4", "v4.23.0"},
	{"go-ovh", "github.com/ovh/go-ovh", "v1.9.0"},
	{"azcore", "github.com/Azure/azure-sdk-for-go/sdk/azcore", "v1.24.0"},
	{"containerregistry", "github.com/google/go-containerregistry", "v0.22.1"},
	{"std", "std", ""},
}

func moduleNames() []string {
	var names []string
	for _, m := range corpus {
		names = append(names, m.Name)
	}
	return names
}

// selectModules reads -modules; the modules keep the corpus' order, so
// that tables compare row by row across runs.
func selectModules(list string) ([]module, error) {
	if strings.TrimSpace(list) == "" {
		return slices.Clone(corpus), nil
	}
	want := make(map[string]bool)
	for name := range strings.SplitSeq(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if !slices.ContainsFunc(corpus, func(m module) bool { return m.Name == name }) {
			return nil, fmt.Errorf("-modules: unknown module %q (known: %s)", name, strings.Join(moduleNames(), ", "))
		}
		want[name] = true
	}
	var out []module
	for _, m := range corpus {
		if want[m.Name] {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("-modules: empty list")
	}
	return out, nil
}

// A target is a module made ready to analyze.
type target struct {
	module
	Resolved string // the version prepared: Version, or the closest on the proxy
	Dir      string
	Note     string // what the output should say, such as a substituted version
	Err      error  // preparation failed
}

func (t *target) label() string { return t.Name + "@" + t.Resolved }

func (t *target) isStd() bool { return t.Path == "std" }

// markerName is the file that records, in a prepared module's directory,
// that preparation finished: a run stopped halfway leaves none, and the
// next one starts over.
const markerName = ".urilint-corpus-prepared"

type marker struct {
	Path      string    `json:"path"`
	Requested string    `json:"requested"`
	Version   string    `json:"version"`
	Prepared  time.Time `json:"prepared"`
}

// prepare makes a module ready for offline runs, unless an earlier run
// did: a writable copy of its files in dir/NAME@VERSION, its dependencies
// in the module cache and its go.sum complete.
func prepare(dir string, m module, logf func(string, ...any)) *target {
	t := &target{module: m}
	if t.isStd() {
		// The standard library is analyzed in place: it is read-only, and
		// urilint writes nothing without -fix.
		out, err := goOutput(os.TempDir(), goEnv(false, false), "env", "GOROOT", "GOVERSION")
		if err != nil {
			t.Err = err
			return t
		}
		lines := strings.Fields(out)
		if len(lines) != 2 {
			t.Err = fmt.Errorf("go env GOROOT GOVERSION: unexpected output %q", out)
			return t
		}
		t.Dir, t.Resolved = filepath.Join(lines[0], "src"), lines[1]
		return t
	}

	if mk, mdir, ok := findMarker(dir, m); ok {
		t.Resolved, t.Dir = mk.Version, mdir
		if mk.Version != m.Version {
			t.Note = fmt.Sprintf("%s@%s is not on the proxy; using the closest version, %s", m.Path, m.Version, mk.Version)
		}
		return t
	}

	// Online from here on, with the user's proxy; never fetch another
	// toolchain, so that every module is analyzed by the same Go.
	env := goEnv(true, false)
	version, note, err := resolveVersion(m, env)
	if err != nil {
		t.Err = err
		return t
	}
	t.Resolved, t.Note = version, note

	logf("  go mod download %s@%s", m.Path, version)
	out, err := goOutput(dir, env, "mod", "download", "-json", m.Path+"@"+version)
	var dl struct{ Dir, Error string }
	if jerr := json.Unmarshal([]byte(out), &dl); jerr != nil && err == nil {
		err = fmt.Errorf("go mod download: %w", jerr)
	}
	if dl.Error != "" {
		err = fmt.Errorf("go mod download %s@%s: %s", m.Path, version, dl.Error)
	}
	if err != nil {
		t.Err = err
		return t
	}

	t.Dir = filepath.Join(dir, t.label())
	if err := os.RemoveAll(t.Dir); err != nil {
		t.Err = err
		return t
	}
	logf("  copy %s to %s", dl.Dir, t.Dir)
	// os.CopyFS makes the read-only files of the module cache writable.
	if err := os.CopyFS(t.Dir, os.DirFS(dl.Dir)); err != nil {
		t.Err = fmt.Errorf("copying the module: %w", err)
		return t
	}

	// One go list of everything the analysis will load, tests included,
	// fetches the dependencies and writes their sums to go.sum; later
	// runs then work with GOPROXY=off.
	logf("  go list -deps -test ./... (fetches the dependencies)")
	cmd := exec.Command("go", "list", "-deps", "-test", "./...")
	cmd.Dir, cmd.Env = t.Dir, goEnv(true, true)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	if err := cmd.Run(); err != nil {
		t.Err = fmt.Errorf("go list -deps -test ./...: %w\n%s", err, tail(stderr.String(), 20))
		return t
	}

	data, err := json.MarshalIndent(marker{m.Path, m.Version, version, time.Now().UTC()}, "", "\t")
	if err == nil {
		err = os.WriteFile(filepath.Join(t.Dir, markerName), append(data, '\n'), 0o644)
	}
	if err != nil {
		t.Err = err
	}
	return t
}

// findMarker finds the module prepared by an earlier run for m's pinned
// version, which may be in a directory of another version if that one
// was substituted.
func findMarker(dir string, m module) (marker, string, bool) {
	candidates := []string{filepath.Join(dir, m.Name+"@"+m.Version)}
	others, _ := filepath.Glob(filepath.Join(dir, m.Name+"@*"))
	candidates = append(candidates, others...)
	for _, c := range candidates {
		data, err := os.ReadFile(filepath.Join(c, markerName))
		if err != nil {
			continue
		}
		var mk marker
		if json.Unmarshal(data, &mk) == nil && mk.Path == m.Path && mk.Requested == m.Version && mk.Version != "" {
			return mk, c, true
		}
	}
	return marker{}, "", false
}

// resolveVersion returns m's version if the proxy has it, or else the
// closest one it has, with a note that says so.
func resolveVersion(m module, env []string) (version, note string, err error) {
	out, err := goOutput("", env, "list", "-m", "-versions", m.Path)
	if err != nil {
		return "", "", err
	}
	fields := strings.Fields(out)
	if len(fields) == 0 {
		return "", "", fmt.Errorf("go list -m -versions %s: no output", m.Path)
	}
	versions := fields[1:]
	if slices.Contains(versions, m.Version) {
		return m.Version, "", nil
	}
	v := closestVersion(m.Version, versions)
	if v == "" {
		return "", "", fmt.Errorf("%s@%s is not on the proxy, nor any version of its major version", m.Path, m.Version)
	}
	return v, fmt.Sprintf("%s@%s is not on the proxy; using the closest version, %s", m.Path, m.Version, v), nil
}

// closestVersion picks, among versions of the same major version as
// want, the newest one older than want, which holds the code want was
// built on, or failing that the oldest newer one. Pre-releases are taken
// only when want is one.
func closestVersion(want string, versions []string) string {
	w, ok := parseSemver(want)
	if !ok {
		return ""
	}
	var below, above *semver
	for _, s := range versions {
		v, ok := parseSemver(s)
		if !ok || v.num[0] != w.num[0] || v.pre != "" && w.pre == "" {
			continue
		}
		switch c := v.compare(w); {
		case c < 0 && (below == nil || v.compare(*below) > 0):
			below = &v
		case c > 0 && (above == nil || v.compare(*above) < 0):
			above = &v
		}
	}
	switch {
	case below != nil:
		return below.orig
	case above != nil:
		return above.orig
	}
	return ""
}

// semver is a module version, vMAJOR.MINOR.PATCH[-PRE][+BUILD]. It is
// parsed here rather than with golang.org/x/mod/semver so that this
// command adds no requirement to the module.
type semver struct {
	orig string
	num  [3]int
	pre  string
}

func parseSemver(s string) (semver, bool) {
	v := semver{orig: s}
	rest, ok := strings.CutPrefix(s, "v")
	if !ok {
		return v, false
	}
	rest, _, _ = strings.Cut(rest, "+") // build metadata: no precedence
	rest, v.pre, _ = strings.Cut(rest, "-")
	parts := strings.Split(rest, ".")
	if len(parts) != 3 {
		return v, false
	}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return v, false
		}
		v.num[i] = n
	}
	return v, true
}

// compare orders versions by semver precedence: numbers, then a
// pre-release below its release, pre-releases by their dot-separated
// identifiers, numeric ones by value and below alphanumeric ones.
func (v semver) compare(w semver) int {
	for i := range v.num {
		if c := cmp.Compare(v.num[i], w.num[i]); c != 0 {
			return c
		}
	}
	switch {
	case v.pre == w.pre:
		return 0
	case v.pre == "":
		return 1
	case w.pre == "":
		return -1
	}
	a, b := strings.Split(v.pre, "."), strings.Split(w.pre, ".")
	for i := 0; i < len(a) && i < len(b); i++ {
		an, aerr := strconv.Atoi(a[i])
		bn, berr := strconv.Atoi(b[i])
		var c int
		switch {
		case aerr == nil && berr == nil:
			c = cmp.Compare(an, bn)
		case aerr == nil:
			c = -1
		case berr == nil:
			c = 1
		default:
			c = strings.Compare(a[i], b[i])
		}
		if c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a), len(b))
}

// goEnv is the environment of the go commands run on the corpus. The
// copies are modules on their own: GOWORK=off keeps a go.work above the
// work directory out, and GOTOOLCHAIN=local has every module analyzed by
// the same Go, whatever its go line asks for. With modMod, -mod=mod lets
// the go command use what the module requires even where go.sum was
// incomplete when it was published. Offline runs (not online) get
// GOPROXY=off, so that nothing measured or analyzed waits on the network.
func goEnv(online, modMod bool) []string {
	flags := strings.Fields(os.Getenv("GOFLAGS"))
	flags = slices.DeleteFunc(flags, func(f string) bool { return strings.HasPrefix(f, "-mod=") })
	if modMod {
		flags = append(flags, "-mod=mod")
	}
	env := []string{"GOWORK=off", "GOTOOLCHAIN=local", "GOFLAGS=" + strings.Join(flags, " ")}
	if !online {
		env = append(env, "GOPROXY=off")
	}
	return withEnv(os.Environ(), env...)
}

// targetEnv is the offline environment for a prepared target. The
// standard library keeps its default mode, which is to use its vendor
// directory.
func targetEnv(t *target) []string {
	return goEnv(false, !t.isStd())
}

// withEnv returns base with the KEY=VALUE pairs of set replacing any
// earlier value of their keys.
func withEnv(base []string, set ...string) []string {
	out := slices.Clone(base)
	for _, kv := range set {
		key, _, _ := strings.Cut(kv, "=")
		out = slices.DeleteFunc(out, func(e string) bool { return strings.HasPrefix(e, key+"=") })
		out = append(out, kv)
	}
	return out
}

// goOutput runs the go command and returns its standard output; its
// error includes the end of its standard error.
func goOutput(dir string, env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir, cmd.Env = dir, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return stdout.String(), fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, tail(stderr.String(), 20))
	}
	return stdout.String(), nil
}

// buildURILint builds cmd/urilint of the module this command runs in,
// so that the urilint evaluated is the working tree's.
func buildURILint(tmp string) (string, error) {
	out, err := goOutput("", nil, "list", "-m", "-f", "{{.Path}}")
	if err != nil {
		return "", fmt.Errorf("finding the urilint module (run in its tree, or give -urilint): %w", err)
	}
	if path := strings.TrimSpace(out); path != "github.com/urilint/urilint" {
		return "", fmt.Errorf("the current module is %q, not github.com/urilint/urilint: run in its tree, or give -urilint", path)
	}
	bin := filepath.Join(tmp, "urilint")
	if _, err := goOutput("", nil, "build", "-o", bin, "./cmd/urilint"); err != nil {
		return "", err
	}
	return bin, nil
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append([]string{"…"}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}
