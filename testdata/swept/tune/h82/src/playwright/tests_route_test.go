package playwright

import (
	"testing"

	"github.com/mxschmitt/playwright-go"
)

func TestShouldInterceptByGlob(t *testing.T) {
	// Source: github.com/mxschmitt/playwright-go/tests/route_test.go:474 (hostform: a glob with wildcards in the host is a route pattern for the request router, rule 2c)
	err := page.Route("http://localhos**?*oo", func(route playwright.Route) {}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}
