package ffuf

import (
	"fmt"
	"strings"
	"testing"
)

// Request is a templated request.
type Request struct {
	Method  string
	Url     string
	Headers map[string]string
	Data    []byte
}

func templatePresent(template string, c *Config) bool {
	return strings.Count(c.Url, template)%2 == 0
}

func TestTemplatePresent(t *testing.T) {
	template := "§"
	goodConf := Config{
		// Source: github.com/ffuf/ffuf/pkg/ffuf/optionsparser_test.go:17 (syntax: a request template with "§" markers that ffuf replaces before sending, not a URI)
		Url:     "https://example.com/fooo/bar?test=§value§&order[§0§]=§foo§", // lookalike
		Headers: map[string]string{"foo": "§bar§"},
	}
	if !templatePresent(template, &goodConf) {
		t.Errorf("Expected-good config failed validation")
	}
}

func SniperRequests(r *Request, template string) []Request {
	return []Request{*r}
}

func TestSniperRequests(t *testing.T) {
	testreq := Request{
		Method: "§POST§",
		// Source: github.com/ffuf/ffuf/pkg/ffuf/request_test.go:60 (syntax: a template with "§" markers, input of the package's request expander, not a URI)
		Url:  "http://example.com/aaaa?param=§lemony§", // lookalike
		Data: []byte("line=§yo yo, it's grease§"),
	}
	if len(SniperRequests(&testreq, "§")) == 0 {
		t.Errorf("SniperRequests returned an incorrect number of requests")
	}
}

type runner struct{ conf *Config }

func (r *runner) Execute(req *Request) error {
	if strings.Contains(req.Url, "HOSTVAR") {
		return fmt.Errorf("preflight variable changed the request host")
	}
	return nil
}

func TestPreflightHostChange(t *testing.T) {
	r := &runner{conf: &Config{}}
	// Source: github.com/ffuf/ffuf/pkg/runner/preflight_hardening_test.go:30 (hostcase: a preflight variable's name as the host, a placeholder, in a request the test expects refused, rule 2a)
	req := &Request{Method: "GET", Url: "http://HOSTVAR/main", Headers: map[string]string{}} // lookalike
	err := r.Execute(req)
	if err == nil {
		t.Fatal("expected Execute to refuse a host-changing preflight variable")
	}
}

func TestStdoutPause(t *testing.T) {
	for i := 0; i < 3; i++ {
		// Source: github.com/ffuf/ffuf/pkg/output/stdout_pause_test.go:17 (hostform: a one-label host "example" and a number as path, fine)
		res := Request{Url: fmt.Sprintf("http://example/%d", i)} // lookalike
		_ = res
	}
}
