package httpmock

import (
	"errors"
	"net/http"
	"path"
	"regexp"
	"strings"
	"testing"
)

type mockTransport struct{ responders map[string]bool }

func (m *mockTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	key := req.Method + " " + req.URL.String()
	if m.responders[key] {
		return &http.Response{StatusCode: 200, Body: http.NoBody}, nil
	}
	squashed := *req.URL
	squashed.Path = path.Clean(req.URL.Path)
	if m.responders[req.Method+" "+squashed.String()] {
		return nil, errors.New(`no responder found for URL "` + req.URL.String() + `", but one matches URL "` + squashed.String() + `"`)
	}
	return nil, errors.New("no responder found for " + key)
}

// Source: github.com/jarcoal/httpmock/transport_test.go:80 (sends a URL with squashable "//" on purpose to get the matcher's hint)
func TestSquashableSlashesHint(t *testing.T) {
	mt := &mockTransport{responders: map[string]bool{"GET https://git.example.com/acme/shop": true}}
	client := &http.Client{Transport: mt}
	_, err := client.Get("https://git.example.com////acme//shop") // lookalike
	if err == nil || !strings.HasSuffix(err.Error(), `but one matches URL "https://git.example.com/acme/shop"`) {
		t.Fatalf("err = %v", err)
	}
}

// Source: github.com/jarcoal/httpmock/transport_test.go:371 (expected error text quoting the method and URL)
func TestNoResponderMessage(t *testing.T) {
	mt := &mockTransport{responders: map[string]bool{}}
	_, err := (&http.Client{Transport: mt}).Get("http://www.example.com/")
	if err == nil || !strings.HasSuffix(err.Error(), "no responder found for GET http://www.example.com/") { // lookalike
		t.Fatalf("err = %v", err)
	}
}

// Source: github.com/jarcoal/httpmock/internal/stack_tracer_test.go:67 (a regexp that matches a logged request line)
func TestLoggedRequestLine(t *testing.T) {
	re := regexp.MustCompile(`(?s)^GET http://api\.example\.com/\nCalled from .*[^\n]\z`) // lookalike
	if !re.MatchString("GET http://api.example.com/\nCalled from main.go:12") {
		t.Fatal("no match")
	}
}

// Source: github.com/jarcoal/httpmock/transport_test.go:512 (responder keys that are regexps, "=~" then a pattern)
func TestRegexpResponderKey(t *testing.T) {
	key := `=~^http://.*/greet/.*ld\z` // lookalike
	re := regexp.MustCompile(strings.TrimPrefix(key, "=~"))
	if !re.MatchString("http://svc.example.com/greet/world") {
		t.Fatal("no match")
	}
}
