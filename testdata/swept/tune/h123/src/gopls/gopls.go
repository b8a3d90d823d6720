// Package gopls holds cases rewritten from golang.org/x/tools/gopls.
package gopls

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/doc/comment"
	"html/template"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// DocumentURI is an LSP document URI.
type DocumentURI string

const fileScheme = "file"

var bucket = flag.String("bucket", "golang-gopls_integration_tests", "GCS bucket holding test artifacts")

// Source: golang.org/x/tools/gopls/integration/govim/artifacts.go:39 (escaper: the bucket name and eval ID go raw into the path of the URL given to http.Get, and raw IDs/names are look-alikes)
func fetchLogs(evalID string) error {
	logURL := fmt.Sprintf("https://storage.googleapis.com/%s/log-%s.txt", *bucket, evalID) // lookalike
	return download(logURL)
}

func download(artifactURL string) error {
	resp, err := http.Get(artifactURL)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, err = io.Copy(os.Stdout, resp.Body)
	return err
}

// Source: golang.org/x/tools/gopls/internal/cache/errors.go:366 (escaper: BuildLink puts the configured link target and an import path raw into an https link, and raw names are look-alikes)
func BuildLink(target, importPath, anchor string) DocumentURI {
	link := fmt.Sprintf("https://%s/%s", target, importPath) // lookalike
	if anchor == "" {
		return DocumentURI(link)
	}
	return DocumentURI(link + "#" + anchor)
}

// Source: golang.org/x/tools/gopls/internal/cache/analysis.go:1410 (baseslash: the reference resolved against the analyzer's doc URL is a fragment-only "#category", which keeps the whole base)
func effectiveURL(analyzerURL, diagURL, category string) string {
	u := diagURL
	if u == "" && category != "" {
		u = "#" + category
	}
	if base, err := url.Parse(analyzerURL); err == nil {
		if rel, err := url.Parse(u); err == nil {
			u = base.ResolveReference(rel).String() // lookalike
		}
	}
	return u
}

// App holds the command-line flags of the gopls command.
type App struct {
	// Source: golang.org/x/tools/gopls/internal/cmd/cmd.go:67 (syntax: the URL is an example inside flag help text, closed by a parenthesis, and prose is not a URI)
	OTel string `flag:"otel" help:"export telemetry to specified OpenTelemetry collector address (e.g. http://localhost:4318)"` // lookalike
}

// Source: golang.org/x/tools/gopls/internal/debug/serve.go:530 (hostjoin: the host joined to the port with ':' is the constant localhost, and the URL is only a log message)
func logListening(listener net.Listener) {
	port := listener.Addr().(*net.TCPAddr).Port
	log.Printf("debug server listening at http://localhost:%d", port) // lookalike
}

var debugFuncs = template.FuncMap{
	"localAddress": func(s string) string {
		host, port, err := net.SplitHostPort(s)
		if err != nil {
			return s
		}
		ip := net.ParseIP(host)
		if ip == nil {
			return s
		}
		if ip.IsLoopback() || ip.IsUnspecified() {
			return "localhost:" + port
		}
		return s
	},
}

// Source: golang.org/x/tools/gopls/internal/debug/serve.go:906 (syntax: the href is an html/template with a placeholder that localAddress fills with a host:port of the debug server)
var serverTmpl = template.Must(template.New("server").Funcs(debugFuncs).Parse(`{{if .DebugAddress}}Debug this server at: <a href="http://{{localAddress .DebugAddress}}">{{localAddress .DebugAddress}}</a>{{end}}`)) // lookalike

// Source: golang.org/x/tools/gopls/internal/golang/comment.go:45 (escaper: the doc link is built from the configured link target and a Go import path, raw names that are look-alikes)
func docCommentToMarkdown(text, linkTarget string) string {
	var parser comment.Parser
	doc := parser.Parse(text)
	var printer comment.Printer
	printer.DocLinkURL = func(link *comment.DocLink) string {
		msg := fmt.Sprintf("https://%s/%s", linkTarget, link.ImportPath) // lookalike
		if link.Name != "" {
			msg += "#" + link.Name
		}
		return msg
	}
	return string(printer.Markdown(doc))
}

// Source: golang.org/x/tools/gopls/internal/golang/pkgdoc.go:677 (escaper: a Go import path is appended raw to the pkg.go.dev link, a raw name that is a look-alike)
func pkgLink(buf *bytes.Buffer, pkgPath string) {
	fmt.Fprintf(buf, "<div><a href=%q title='View in pkg.go.dev'>pkgsite</a>\n", "https://pkg.go.dev/"+pkgPath) // lookalike
}

// Source: golang.org/x/tools/gopls/internal/lsprpc/lsprpc.go:463 (hostjoin: addr is the listener's own host:port string, which net brackets for IPv6, so nothing is joined here)
func debugURLs(addr string) ([]string, error) {
	listener, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	addr = listener.Addr().String()
	urls := []string{"http://" + addr} // lookalike
	return urls, nil
}

// Source: golang.org/x/tools/gopls/internal/mod/diagnostics.go:485 (escaper: a vulnerability ID goes raw into the path, and raw IDs are look-alikes)
func href(vulnID string) string {
	return fmt.Sprintf("https://pkg.go.dev/vuln/%s", vulnID) // lookalike
}

// Source: golang.org/x/tools/gopls/internal/protocol/generate/output.go:323 (syntax: the URL is inside a generated Go comment line, prose and not a URI)
func lspLink(version, fragment string) string {
	parts := strings.Split(version, ".")
	return fmt.Sprintf("// See https://microsoft.github.io/language-server-protocol/specifications/lsp/%s.%s/specification#%s\n", parts[0], parts[1], fragment) // lookalike
}

// ParseDocumentURI interprets a string as a DocumentURI, applying VS Code workarounds.
func ParseDocumentURI(s string) (DocumentURI, error) {
	if s == "" {
		return "", nil
	}
	if !strings.HasPrefix(s, fileScheme+":") {
		return "", fmt.Errorf("DocumentURI scheme is not 'file': %s", s)
	}
	// Source: golang.org/x/tools/gopls/internal/protocol/uri.go:181 (hostform: the normaliser tests for the empty-host form of a file URI, which is the form it wants)
	if !strings.HasPrefix(s, "file:///") { // lookalike
		// Source: golang.org/x/tools/gopls/internal/protocol/uri.go:182 (hostform: the normaliser rewrites the two-slash form VS Code sends into the empty-host file URI)
		s = "file:///" + s[len("file://"):] // lookalike
	}
	p, err := url.PathUnescape(s[len(fileScheme)+3:])
	if err != nil {
		return "", err
	}
	if IsWindowsDrivePath(strings.TrimPrefix(p, "/")) {
		p = p[:1] + strings.ToUpper(p[1:2]) + p[2:]
	}
	u := url.URL{Scheme: fileScheme, Path: p}
	return DocumentURI(u.String()), nil
}

// URIFromPath returns the DocumentURI for the supplied file path.
func URIFromPath(p string) DocumentURI {
	if p == "" {
		return ""
	}
	if IsWindowsDrivePath(p) {
		p = "/" + strings.ToUpper(p[:1]) + p[1:]
	}
	u := url.URL{Scheme: fileScheme, Path: filepath.ToSlash(p)}
	return DocumentURI(u.String())
}

// IsWindowsDrivePath reports whether p starts with a drive letter and a colon.
func IsWindowsDrivePath(p string) bool {
	return len(p) >= 3 && p[1] == ':' && (p[0] >= 'a' && p[0] <= 'z' || p[0] >= 'A' && p[0] <= 'Z')
}

// formatSpan renders "path:position" as a file URI followed by the position.
func formatSpan(s string) string {
	i := strings.Index(s[2:], ":") + 2
	return string(URIFromPath(s[:i])) + s[i:]
}

// Source: golang.org/x/tools/gopls/internal/server/command.go:1171 (hostjoin: listenedAddr is the debug listener's own host:port, so no host and port are joined here)
func startDebugging(addr string) ([]string, error) {
	if addr == "" {
		addr = "localhost:0"
	}
	listener, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	listenedAddr := listener.Addr().String()
	return []string{"http://" + listenedAddr}, nil // lookalike
}

// Source: golang.org/x/tools/gopls/internal/server/link.go:291 (escaper: org, repo and issue number are regexp captures of word characters put raw into the path, raw names/IDs are look-alikes)
func issueLink(org, repo, number string) string {
	return fmt.Sprintf("https://github.com/%s/%s/issues/%s", org, repo, number) // lookalike
}

type web struct {
	addr url.URL
}

// Source: golang.org/x/tools/gopls/internal/server/server.go:305 (plainhttp: the http URL points at gopls's own web server on a loopback listener, not a public host)
func newWeb(listener net.Listener, secret string) *web {
	return &web{addr: url.URL{Scheme: "http", Host: listener.Addr().String(), Path: secret}} // lookalike
}

// Source: golang.org/x/tools/gopls/internal/server/server.go:561 (escaper: the file name goes into a query value through url.QueryEscape, the right escaper)
func (w *web) SrcURL(filename string, line, col8 int) DocumentURI {
	query := fmt.Sprintf("file=%s&line=%d&col=%d", url.QueryEscape(filename), line, col8) // lookalike
	return w.url("src", query, "")
}

// Source: golang.org/x/tools/gopls/internal/server/server.go:571 (escaper: the view ID goes into a query value through url.QueryEscape, the right escaper)
func (w *web) PkgURL(viewID, pkgPath, fragment string) DocumentURI {
	query := "view=" + url.QueryEscape(viewID) // lookalike
	return w.url("pkg/"+pkgPath, query, fragment)
}

// Source: golang.org/x/tools/gopls/internal/server/server.go:610 (pathjoin: path.Join is applied to the decoded Path field of a url.URL, not to a whole URI, so the scheme is not touched)
func (w *web) url(rel, query, fragment string) DocumentURI {
	url2 := w.addr
	url2.Path = path.Join(url2.Path, strings.TrimPrefix(rel, "/")) // lookalike
	url2.RawQuery = query
	url2.Fragment = fragment
	return DocumentURI(url2.String())
}

// Source: golang.org/x/tools/gopls/internal/server/prompt.go:387 (syntax: a markdown link inside a message shown to the user, prose and not a bare URI)
func telemetryOnMessage(linkify bool) string {
	runCmd := "`go run golang.org/x/telemetry/cmd/gotelemetry@latest local`"
	if linkify {
		runCmd = "[gotelemetry local](https://golang.org/x/telemetry/cmd/gotelemetry)" // lookalike
	}
	return fmt.Sprintf("To disable telemetry uploading, run %s.\n", runCmd)
}

// Source: golang.org/x/tools/gopls/internal/util/goversion/goversion.go:88 (syntax: the URL sits inside a sentence of a user message, prose and not a URI)
func supportMessage(msg *strings.Builder) {
	fmt.Fprint(msg, "See https://go.dev/s/gopls-support-policy for more details.") // lookalike
}

// Diagnostic is a gopls diagnostic as stored in the file cache.
type Diagnostic struct {
	URI     DocumentURI
	Source  string
	Message string
}

func encodeDiagnostics(diags []*Diagnostic) []byte {
	data, err := json.Marshal(diags)
	if err != nil {
		panic(err)
	}
	return data
}

func decodeDiagnostics(data []byte) []*Diagnostic {
	var diags []*Diagnostic
	if err := json.Unmarshal(data, &diags); err != nil {
		panic(err)
	}
	return diags
}
