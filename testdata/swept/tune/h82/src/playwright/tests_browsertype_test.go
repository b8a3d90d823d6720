package playwright

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mxschmitt/playwright-go"
)

func TestBrowserTypeConnectTimeout(t *testing.T) {
	// Source: github.com/mxschmitt/playwright-go/tests/browser_type_test.go:209 (hostform: the bare scheme prefixes are the old and new text of a scheme swap on the test server's URL, not URIs)
	_, err := browserType.Connect(strings.Replace(server.PREFIX, "http://", "ws://", 1)+"/ws", playwright.BrowserTypeConnectOptions{}) // lookalike
	if err == nil {
		t.Fatal("want timeout")
	}
}

func TestBrowserTypeConnectOverCDP(t *testing.T) {
	port, err := getFreePort()
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/mxschmitt/playwright-go/tests/browser_type_test.go:484 (hostjoin: the host is the test's own constant localhost, so joining it with the port by a bare colon is safe; uniform sample 2 of 3)
	if _, err := browserType.ConnectOverCDP(fmt.Sprintf("http://localhost:%d", port)); err != nil { // lookalike
		t.Fatal(err)
	}
	// Source: github.com/mxschmitt/playwright-go/tests/browser_type_test.go:512 (hostjoin: the host is the test's own constant localhost, so joining it with the port by a bare colon is safe; uniform sample 2 of 3)
	if _, err := browserType.ConnectOverCDP(fmt.Sprintf("http://localhost:%d", port)); err != nil { // lookalike
		t.Fatal(err)
	}
}
