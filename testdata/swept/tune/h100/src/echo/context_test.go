package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestContextRedirect(t *testing.T) {
	rec := httptest.NewRecorder()
	c := &Context{Request: httptest.NewRequest(http.MethodGet, "/", nil), Response: rec}
	// Source: github.com/labstack/echo/v4/context_test.go:866 (plainhttp: a redirect the test expects to succeed sends clients to plain http on a public host that serves https, and Redirect only checks the status code.)
	if err := c.Redirect(http.StatusMovedPermanently, "http://labstack.github.io/echo"); err != nil { // defect plainhttp
		t.Fatal(err)
	}
	if rec.Code != http.StatusMovedPermanently {
		t.Errorf("code = %d", rec.Code)
	}
	// Source: github.com/labstack/echo/v4/context_test.go:869 (plainhttp: the test expects an error for this redirect because of the invalid status code, so no request follows.)
	if err := c.Redirect(310, "http://labstack.github.io/echo"); err == nil { // lookalike
		t.Fatal("expected an error for status 310")
	}
}
