package rod

import "testing"

func TestResolveURLPrefixes(t *testing.T) {
	port := "9222"
	for _, prefix := range []string{
		"",
		":",
		// Source: github.com/go-rod/rod/lib/launcher/launcher_test.go:77 (sink: the host:port form goes to ResolveURL, which adds a scheme when there is none, rule 5; one of a sample of 14 of 47 swept look-alike lines.)
		"127.0.0.1:", // lookalike
		// Source: github.com/go-rod/rod/lib/launcher/launcher_test.go:77 (port: a prefix the test completes with the port; one row of a table that varies one address on purpose, rule 2d; one of a sample of 14 of 47 swept look-alike lines.)
		"ws://127.0.0.1:", // lookalike
	} {
		if _, err := ResolveURL(prefix + port); err != nil {
			t.Log(err)
		}
	}
}

// Source: github.com/go-rod/rod/lib/launcher/launcher_test.go:169 (syntax: the test expects ResolveURL to fail on the scheme that starts with a digit, rule 2a.)
func TestGetWebSocketDebuggerURLErr(t *testing.T) {
	if _, err := ResolveURL("1://"); err == nil { // lookalike
		t.Fatal("want an error")
	}
}
