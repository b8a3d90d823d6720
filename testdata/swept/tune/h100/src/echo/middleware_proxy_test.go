package echo

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

type testProvider struct {
	target *ProxyTarget
	err    error
}

func (p *testProvider) NextTarget() (*ProxyTarget, error) { return p.target, p.err }

func TestFailNextTarget(t *testing.T) {
	// Source: github.com/labstack/echo/v4/middleware/proxy_test.go:163 (plainhttp: a single-label placeholder upstream in a test where target selection fails, never a public host and never contacted; uniform sample of 32 of 64.)
	url1, err := url.Parse("http://dummy:8080") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	tp := &testProvider{target: &ProxyTarget{Name: "target 1", URL: url1}, err: errors.New("method could not select target")}
	rec := httptest.NewRecorder()
	Proxy(tp).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	if rec.Code != http.StatusInternalServerError {
		t.Errorf("code = %d, want 500", rec.Code)
	}
}
