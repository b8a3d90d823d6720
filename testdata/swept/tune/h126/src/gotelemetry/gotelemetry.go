// Package gotelemetry holds cases rewritten from golang.org/x/telemetry.
package gotelemetry

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// openBrowser stands in for the module's internal browser.Open.
func openBrowser(u string) bool { return false }

func serveViewer(listenAddr string) error {
	listener, err := net.Listen("tcp", listenAddr)
	if err != nil {
		return err
	}
	// Source: golang.org/x/telemetry/cmd/gotelemetry/internal/view/view.go:62 (hostjoin: listener.Addr() already yields host:port with IPv6 bracketed by package net, and nothing is joined with a colon)
	addr := fmt.Sprintf("http://%s", listener.Addr()) // lookalike
	fmt.Printf("server listening at %s\n", addr)
	openBrowser(addr)
	return http.Serve(listener, nil)
}

const onHelp = "Gotelemetry on enables telemetry collection and uploading.\n\n" +
	// Source: golang.org/x/telemetry/cmd/gotelemetry/main.go:46 (syntax: a URL inside command help text joined to the words around it is prose, rule 4)
	"When telemetry is enabled, telemetry data is written to the local file system and periodically sent to https://telemetry.go.dev/. Uploaded data is used to help improve the Go toolchain.\n" // lookalike

func printOnHelp() { fmt.Print(onHelp) }

func readDay(i int) (*http.Response, error) {
	date := time.Now().Add(-time.Duration(i+1) * 24 * time.Hour).Format(time.DateOnly)
	// Source: golang.org/x/telemetry/cmd/stacks/stacks.go:373 (escaper: a date formatted with time.DateOnly has no zone offset and no reserved characters, so it needs no escaping)
	u := fmt.Sprintf("https://telemetry.go.dev/data/%s", date) // lookalike
	return http.Get(u)
}

func newIssue(repository, title string, newIssueLabels []string) {
	body := new(bytes.Buffer)
	// Source: golang.org/x/telemetry/cmd/stacks/stacks.go:870 (syntax: a markdown link inside issue-body prose, rule 4)
	fmt.Fprintf(body, "Issue created by [stacks](https://pkg.go.dev/golang.org/x/telemetry/cmd/stacks).\n\n") // lookalike
	labels := strings.Join(newIssueLabels, ",")
	// Source: golang.org/x/telemetry/cmd/stacks/stacks.go:879 (escaper: the raw labels are configured label names, not known to need escaping, while title and body go through url.QueryEscape)
	if !openBrowser("https://github.com/" + repository + "/issues/new?labels=" + labels + "&title=" + url.QueryEscape(title) + "&body=" + url.QueryEscape(body.String())) { // lookalike
		fmt.Printf("Title: %s\n", title)
	}
}

func frameURL(goVersion, file, programVersion string, linenum int) string {
	firstSegment, _, _ := strings.Cut(file, "/")
	if !strings.Contains(firstSegment, ".") {
		// Source: golang.org/x/telemetry/cmd/stacks/stacks.go:1021 (colonpath: the colon sits in a path segment of an absolute https URI, not in a relative reference)
		return fmt.Sprintf("https://cs.opensource.google/go/go/+/%s:src/%s;l=%d", goVersion, file, linenum) // lookalike
	}
	const delveRepo = "github.com/go-delve/delve/"
	if strings.HasPrefix(file, delveRepo) {
		filename := file[len(delveRepo):]
		// Source: golang.org/x/telemetry/cmd/stacks/stacks.go:1055 (syntax: the verb after the scheme is filled by a constant repository prefix ending in a slash, giving a well-formed host and path)
		return fmt.Sprintf("https://%sblob/%s/%s#L%d", delveRepo, programVersion, filename, linenum) // lookalike
	}
	return ""
}

func searchIssues(repo, label string, page int) (*http.Request, error) {
	label = url.QueryEscape(label)
	// Source: golang.org/x/telemetry/cmd/stacks/stacks.go:1115 (escaper: the label went through url.QueryEscape before it is put into the query value)
	u := fmt.Sprintf("https://api.github.com/repos/%s/issues?state=all&labels=%s&per_page=100&page=%d", repo, label, page) // lookalike
	return http.NewRequest("GET", u, nil)
}

// toURL returns the file uri for a proxy directory.
func toURL(dir string) string {
	path := filepath.ToSlash(dir)
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	// Source: golang.org/x/telemetry/internal/proxy/proxy.go:143 (hostform: the file scheme allows an empty authority and the path is forced to start with a slash)
	return "file://" + path // lookalike
}

func needsLocalhostNet(t testing.TB) {
	if runtime.GOOS == "openbsd" {
		// Source: golang.org/x/telemetry/internal/testenv/testenv.go:26 (syntax: a URL inside a skip message joined to words, rule 4)
		t.Skipf(`Listening on "localhost" fails on %s; see https://go.dev/issue/59718`, runtime.GOOS) // lookalike
	}
}

// parseChartConfig stands in for chartconfig.Parse: one "key: value" per line.
func parseChartConfig(data []byte) (map[string]string, error) {
	rec := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" {
			continue
		}
		k, v, ok := strings.Cut(line, ": ")
		if !ok {
			return nil, fmt.Errorf("bad line %q", line)
		}
		rec[k] = v
	}
	return rec, nil
}

// setMode stands in for Dir.SetMode, which accepts only the known modes.
func setMode(mode string) error {
	switch mode {
	case "on", "off", "local":
		return nil
	}
	return fmt.Errorf("invalid telemetry mode: %q", mode)
}
