package kinopenapi

import (
	"errors"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/getkin/kin-openapi/openapi3/loader_test.go:16 (sink: a host:port for net.Listen, the form it takes, and the authority joined after a scheme below; added because the sampled remote-load test uses it.)
const addr = "localhost:7965" // lookalike

func TestLoadFromRemoteURL(t *testing.T) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() { _ = http.Serve(ln, http.FileServer(http.Dir("testdata"))) }()

	loader := &Loader{}
	// Source: github.com/getkin/kin-openapi/openapi3/loader_test.go:424 (hostjoin: addr is a constant localhost host:port, nothing is joined with a bare colon.)
	u, err := url.Parse("http://" + addr + "/test.openapi.json") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if _, err := loader.LoadFromURI(u); err != nil {
		t.Fatal(err)
	}
}

func validateServerValue(value string) error {
	s := &Server{Variables: map[string]*ServerVariable{}}
	_, rest, _ := strings.Cut(value, `url: "`)
	s.URL, _, _ = strings.Cut(rest, `"`)
	if strings.Contains(value, "enum:") && !strings.Contains(value, "default:") {
		s.Variables["x"] = &ServerVariable{Enum: []string{"www"}}
	} else if strings.Contains(value, "default:") {
		s.Variables["x"] = &ServerVariable{Default: "www"}
	}
	if err := s.Validate(); err != nil {
		return errors.New("invalid servers: " + err.Error())
	}
	return nil
}

func TestServersVariables(t *testing.T) {
	for value, expected := range map[string]string{
		// Source: github.com/getkin/kin-openapi/openapi3/loader_test.go:769 (syntax: a server URL with a stray brace that the test expects validation to reject (rule 2a).)
		`{url: "http://{x}.y}.example.com"}`: "invalid servers: server URL has mismatched { and }", // lookalike
		// Source: github.com/getkin/kin-openapi/openapi3/loader_test.go:773 (syntax: a server template whose variable has no default, which the test expects validation to reject (rule 2a).)
		`{url: "http://{x}.example.com", variables: {x: {enum: ["www"]}}}`: "invalid servers: field default is required", // lookalike
	} {
		t.Run(value, func(t *testing.T) {
			err := validateServerValue(value)
			if err == nil || err.Error() != expected {
				t.Errorf("err = %v, want %q", err, expected)
			}
		})
	}
}

func TestDefaultJoin(t *testing.T) {
	tests := []struct {
		name, base, rel, expected string
	}{
		{name: "sibling directory", base: "/home/user/api/openapi.yaml", rel: "common/types.yaml", expected: "/home/user/api/common/types.yaml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rel := &url.URL{Path: tt.rel}
			// Source: github.com/getkin/kin-openapi/openapi3/loader_test.go:888 (baseslash: a row of a table of file bases and relative refs for defaultJoin, where dropping the base's last segment is the resolution under test (rule 2c/2d).)
			base := &url.URL{Path: tt.base} // lookalike
			if result := defaultJoin(base, rel); result.Path != tt.expected {
				t.Errorf("path = %q", result.Path)
			}
		})
	}
}
