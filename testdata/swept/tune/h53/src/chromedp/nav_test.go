package chromedp

import (
	"context"
	"testing"
)

// Source: github.com/chromedp/chromedp/nav_test.go:94 (port: port 1 is a valid port where nothing listens, the test expects the load error.)
func TestNavigateLoadError(t *testing.T) {
	const urlstr = "http://127.0.0.1:1/" // lookalike
	if err := Do(context.Background(), Navigate(urlstr)); err == nil {
		t.Fatal("want a load error")
	}
}
