package vitess

import (
	"errors"
	"flag"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"time"
)

var tabletURLTmpl string

func registerVTAdminFlags(fs *flag.FlagSet) {
	fs.StringVar(&tabletURLTmpl,
		"http-tablet-url-tmpl",
		// Source: vitess.io/vitess/go/cmd/vtadmin/main.go:206 (port: ':80' after an https scheme is not the https default port, and the value is a Go template default shown in flag help.)
		"https://{{ .Tablet.Hostname }}:80", // lookalike
		"[EXPERIMENTAL] Go template string to generate a reachable http(s) address for a tablet.",
	)
}

var errTerminal = errors.New("vtgate test client, errTerminal")

// ExecuteBatch exits the process when it receives the magic quit query.
func ExecuteBatch(sqlList []string) error {
	if len(sqlList) == 1 {
		// Source: vitess.io/vitess/go/cmd/vtgateclienttest/services/terminal.go:64 (hostform: a magic SQL string compared against the received query, not a URI that needs a host.)
		if sqlList[0] == "quit://" { // lookalike
			log.Print("received the quit query, going down")
			os.Exit(1)
		}
	}
	return errTerminal
}

// Source: vitess.io/vitess/go/vt/discovery/healthcheck.go:80 (syntax: a Go template default that renders to a URL; GetTabletHostPort already yields a host:port.)
var TabletURLTemplateString = "http://{{.GetTabletHostPort}}" // lookalike

// ListeningURL is the URL this process serves on.
var ListeningURL url.URL

func populateListeningURL(host string, port int) {
	ListeningURL = url.URL{
		Scheme: "http",
		// Source: vitess.io/vitess/go/vt/servenv/servenv.go:146 (hostjoin: the host and port are joined with netutil.JoinHostPort, which brackets IPv6.)
		Host: net.JoinHostPort(host, strconv.Itoa(port)), // lookalike
		Path: "/",
	}
}

// Exporter registers handlers under a name prefix.
type Exporter struct {
	name string
}

// URLPrefix returns the URL prefix for the exporter.
func (e *Exporter) URLPrefix() string {
	if e.name == "" {
		return ""
	}
	// Source: vitess.io/vitess/go/vt/servenv/exporter.go:156 (pathjoin: url.JoinPath, not path.Join, builds a mux path prefix from a name, no scheme is collapsed.)
	prefix, _ := url.JoinPath("/", e.name) // lookalike
	return prefix
}

const statusURLPath = "/debug/status"

func registerStatusPage(name string) string {
	// Source: vitess.io/vitess/go/vt/servenv/status.go:175 (pathjoin: url.JoinPath joins a handler pattern from a name and a path, no URI with a scheme is involved.)
	pat, _ := url.JoinPath("/", name, statusURLPath) // lookalike
	return pat
}

// VtProcess is a local test cluster process.
type VtProcess struct {
	BindAddress string
	Port        int
}

// ReadVSchema reads the vschema from the vtgate debug endpoint.
func (vt *VtProcess) ReadVSchema() (int, error) {
	httpClient := &http.Client{Timeout: 5 * time.Second}
	// Source: vitess.io/vitess/go/vt/vttest/local_cluster.go:778 (hostjoin: the bind address and port go through net.JoinHostPort, which brackets IPv6.)
	resp, err := httpClient.Get("http://" + net.JoinHostPort(vt.BindAddress, strconv.Itoa(vt.Port)) + "/debug/vschema") // lookalike
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// VTExplain is deprecated.
func VTExplain() {
	// Source: vitess.io/vitess/go/vt/vtadmin/api.go:2663 (dotsegment: the '.' after the last '/' ends a sentence of a log message, prose per rule 4.)
	log.Print("VTAdminServer.VTExplain is deprecated; please use a vexplain query instead. For more details, see https://vitess.io/docs/user-guides/sql/vexplain/.") // lookalike
}

type vtError struct {
	id, format, description string
}

func errorWithoutState(id, format, description string) vtError {
	return vtError{id: id, format: format, description: description}
}

// Source: vitess.io/vitess/go/vt/vterrors/code.go:116 (syntax: a URL inside an error description sentence, prose per rule 4.)
var VT13001 = errorWithoutState("VT13001", "[BUG] %s", "This error should not happen and is a bug. Please file an issue on GitHub: https://github.com/vitessio/vitess/issues/new/choose.") // lookalike

func newJaegerTracerFromEnv() {
	// Source: vitess.io/vitess/go/trace/plugin_jaeger.go:87 (syntax: a URL inside a deprecation warning sentence, prose per rule 4.)
	log.Print("tracer \"opentracing-jaeger\" is deprecated; migrate to \"opentelemetry\" (OTLP). See https://github.com/vitessio/vitess/blob/main/changelog/24.0/24.0.0/summary.md#tracing-opentracing-deprecation") // lookalike
}

// Command is a CLI command description.
type Command struct {
	Use, Short, Long string
}

// SleepTablet blocks the action queue of a tablet.
var SleepTablet = &Command{
	Use:   "SleepTablet <alias> <duration>",
	Short: "Blocks the action queue on the specified tablet for the specified amount of time.",
	// Source: vitess.io/vitess/go/cmd/vtctldclient/command/tablets.go:183 (syntax: a footnote URL inside command help text, prose per rule 4.)
	Long: "SleepTablet <alias> <duration>\n\nSee the definition of the Go language's ParseDuration[1] function for more details.\n\n[1]: https://pkg.go.dev/time#ParseDuration\n", // lookalike
}
