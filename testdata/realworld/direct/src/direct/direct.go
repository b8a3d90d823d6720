// Package direct holds URIs given straight to a known sink.
package direct

import "net/http"

// Source: github.com/example-owner/example-repo/client/health.go (a health
// probe whose default port the scheme already implies).
func probe() {
	_, _ = http.Get("https://status.example.com:443/healthz") // defect port
}

// Source: github.com/example-owner/example-repo/cmd/gitremote.go: an
// scp-style remote is handed to git, never to a URI parser.
var remote = "git@github.com:example/repo.git" // lookalike
