package dendrite

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestRegisterKinds(t *testing.T) {
	for _, kind := range []string{"user", "guest"} {
		// Source: github.com/element-hq/dendrite/clientapi/routing/register_test.go:480 (escaper: the account kind is put raw into the query of a test request, and whether such a name needs escaping is not known from the code)
		req := httptest.NewRequest(http.MethodPost, fmt.Sprintf("/?kind=%s", kind), strings.NewReader("{}")) // lookalike
		_ = req
	}
}

func sendEvent(req *http.Request) int { return http.StatusOK }

func TestSendEventUserIDStateKey(t *testing.T) {
	// Source: github.com/element-hq/dendrite/clientapi/routing/sendevent_test.go:185 (hostform: the single-label host only fills a request handed directly to a handler and is never dialed)
	req, err := http.NewRequest("POST", "https://domain", io.NopCloser(strings.NewReader("{}"))) // lookalike
	if err != nil {
		t.Fatalf("failed to make new request: %s", err.Error())
	}
	if code := sendEvent(req); code != http.StatusOK {
		t.Fatalf("non-200 HTTP code returned: %v", code)
	}
}

func TestSendEventPseudoIDStateKey(t *testing.T) {
	// Source: github.com/element-hq/dendrite/clientapi/routing/sendevent_test.go:231 (hostform: the single-label host only fills a request handed directly to a handler and is never dialed)
	req, err := http.NewRequest("POST", "https://domain", io.NopCloser(strings.NewReader("{}"))) // lookalike
	if err != nil {
		t.Fatalf("failed to make new request: %s", err.Error())
	}
	if code := sendEvent(req); code != http.StatusOK {
		t.Fatalf("non-200 HTTP code returned: %v", code)
	}
}
