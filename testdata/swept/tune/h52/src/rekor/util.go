package rekor

import "os"

// Source: github.com/sigstore/rekor/tests/util.go:145 (plainhttp: the default server of the end-to-end tests is a local instance on localhost.)
func rekorServer() string {
	if s := os.Getenv("REKOR_SERVER"); s != "" {
		return s
	}
	return "http://localhost:3000" // lookalike
}
