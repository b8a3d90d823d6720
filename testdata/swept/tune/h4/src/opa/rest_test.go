package opa

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestUnixSocketRequest(t *testing.T) {
	socketPath := t.TempDir() + "/opa.sock"
	// Source: github.com/open-policy-agent/opa/v1/topdown/http_test.go:3593 (socket path escaped with PathEscape and put in the query of the request sent)
	path := "socket=" + url.PathEscape(socketPath) // defect escaper
	rawURL := fmt.Sprintf("unix://localhost/end/point?%s&param1=value1", path)
	if _, err := url.Parse(rawURL); err != nil {
		t.Fatal(err)
	}
}

type relatedResource struct {
	Ref *url.URL
}

func parseRelated(s string) (relatedResource, error) {
	u, err := url.Parse(s)
	if err != nil {
		return relatedResource{}, err
	}
	return relatedResource{Ref: u}, nil
}

func TestParseRelatedResource(t *testing.T) {
	// Source: github.com/open-policy-agent/opa/v1/ast/parser_test.go:8308 (URL with every component, userinfo included, as expected value of the annotations parser)
	want := "http://john:123@do.example/mi?foo=bar#baz" // lookalike
	r, err := parseRelated(want)
	if err != nil || r.Ref.String() != want {
		t.Fatalf("got %v, %v", r.Ref, err)
	}
}

func TestParseRelatedInvalidPort(t *testing.T) {
	// Source: github.com/open-policy-agent/opa/v1/ast/parser_test.go:9289 (invalid port, the test expects the parse error)
	_, err := parseRelated("https://foo:bar") // lookalike
	if err == nil || !strings.Contains(err.Error(), "invalid port") {
		t.Fatalf("got %v", err)
	}
}

type serviceConfig struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

func newService(b []byte) (*serviceConfig, error) {
	var c serviceConfig
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, err
	}
	if _, err := url.Parse(c.URL); err != nil {
		return nil, err
	}
	return &c, nil
}

func TestBadServiceURL(t *testing.T) {
	// Source: github.com/open-policy-agent/opa/v1/plugins/rest/rest_test.go:88 (config whose url has a bad scheme, the test expects an error)
	_, err := newService([]byte(`{"name": "foo", "url": "bad scheme://authority"}`)) // lookalike
	if err == nil {
		t.Fatal("expected error")
	}
}

func TestMixedListenerAddrs(t *testing.T) {
	// Source: github.com/open-policy-agent/opa/v1/server/server_test.go:6368 (unix socket listener address next to a TCP one)
	addrs := []string{":8181", "", "unix:///var/tmp/opa.sock"} // lookalike
	n := 0
	for _, a := range addrs {
		if a != "" {
			n++
		}
	}
	if n != 2 {
		t.Fatal(n)
	}
	_ = http.DefaultClient
}
