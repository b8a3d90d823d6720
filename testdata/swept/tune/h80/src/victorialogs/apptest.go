package victorialogs

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

// Source: github.com/VictoriaMetrics/VictoriaLogs/apptest/app.go:20 (syntax: a regexp that matches a log line, not a URI)
var httpListenAddrRE = regexp.MustCompile(`started server at http://(.*:\d{1,5})/`) // lookalike

type vlnode struct {
	// httpListenAddr is host:port extracted from the node log; the node listens on a loopback address.
	httpListenAddr string
	cli            *http.Client
}

func (n *vlnode) jsonLineWrite(records []string, uv url.Values) (*http.Response, error) {
	data := strings.Join(records, "\n")
	// Source: github.com/VictoriaMetrics/VictoriaLogs/apptest/vlsingle.go:103 (plainhttp: test harness node on a loopback listen address, query from url.Values.Encode; uniform sample 1 of 28 apptest builders)
	u := fmt.Sprintf("http://%s/insert/jsonline", n.httpListenAddr) // lookalike
	if uvs := uv.Encode(); len(uvs) > 0 {
		u += "?" + uvs
	}
	return n.cli.Post(u, "text/plain", strings.NewReader(data))
}

// HTTPAddr returns the loopback host:port the node listens on.
func (n *vlnode) HTTPAddr() string {
	return n.httpListenAddr
}

// Post sends data to the node.
func (n *vlnode) Post(u, contentType string, data []byte) int {
	resp, err := n.cli.Post(u, contentType, strings.NewReader(string(data)))
	if err != nil {
		panic(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// mustStartVlsingle starts a single-node binary on a loopback listen address
// and reads the address from its log with httpListenAddrRE.
func mustStartVlsingle(instance string) *vlnode {
	panic("stub")
}

// mustStartVlagent starts vlagent that writes to the given remote write URLs.
func mustStartVlagent(instance string, remoteWriteURLs []string) *vlnode {
	panic("stub")
}
