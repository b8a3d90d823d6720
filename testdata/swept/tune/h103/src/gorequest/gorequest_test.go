package gorequest

import (
	"bytes"
	"fmt"
	"log"
	"net/http"
	"os"
	"testing"
	"time"

	gr "github.com/parnurzeal/gorequest"
)

func TestMakeRequest(t *testing.T) {
	var cases = []struct {
		m string
		s *gr.SuperAgent
	}{
		// Source: github.com/parnurzeal/gorequest/gorequest_test.go:145 (sink: a bare path with no scheme or host becomes the request URL that MakeRequest hands to http.NewRequest and the test expects to succeed, and the table varies the method, not the URL)
		{http.MethodGet, gr.New().Get("/")}, // defect sink
	}
	for _, c := range cases {
		if _, err := c.s.MakeRequest(); err != nil {
			t.Errorf("Expected nil error for method %q; got %q", c.m, err.Error())
		}
	}

	// empty method should fail
	// Source: github.com/parnurzeal/gorequest/gorequest_test.go:162 (sink: the test expects an error for this call, so the schemeless path is a deliberate fixture under rule 2a)
	_, err := gr.New().CustomMethod("", "/").MakeRequest() // lookalike
	if err == nil {
		t.Errorf("Expected non-nil error for empty method")
	}
}

func TestTimeoutFunc(t *testing.T) {
	// Source: github.com/parnurzeal/gorequest/gorequest_test.go:1520 (plainhttp: the test expects a dial-timeout error for this closed port, so the URL is a deliberate fixture under rule 2a)
	_, _, errs := gr.New().Timeout(1000 * time.Millisecond).Get("http://www.google.com:81").End() // lookalike
	if errs == nil {
		t.Error("Expected dial timeout error but get nothing")
	}
}

func TestAsCurlCommand(t *testing.T) {
	var (
		// Source: github.com/parnurzeal/gorequest/gorequest_test.go:1738 (plainhttp: the test builds a PUT request to a public host that serves https, over plain http, and expects it in the rendered command)
		endpoint = "http://github.com/parnurzeal/gorequest" // defect plainhttp
		jsonData = `{"here":"is"}`
	)
	request := gr.New().Timeout(10*time.Second).Put(endpoint).Set("Content-Type", "application/json").Send(jsonData)
	curlCommand, err := request.AsCurlCommand()
	if err != nil {
		t.Fatal(err)
	}
	expected := fmt.Sprintf(`curl -X 'PUT' -d '%v' -H 'Content-Type: application/json' '%v'`, jsonData, endpoint)
	if curlCommand != expected {
		t.Fatalf("Expected curlCommand=%v but actual result=%v", expected, curlCommand)
	}
}

func TestSetDebugByEnvironmentVar(t *testing.T) {
	// Source: github.com/parnurzeal/gorequest/gorequest_test.go:1756 (plainhttp: the test sends a real GET over plain http to a public host that serves https)
	endpoint := "http://github.com/parnurzeal/gorequest" // defect plainhttp
	var buf bytes.Buffer
	logger := log.New(&buf, "[gorequest]", log.LstdFlags)
	os.Setenv("GOREQUEST_DEBUG", "1")
	gr.New().SetLogger(logger).Get(endpoint).End()
	if len(buf.String()) == 0 {
		t.Fatalf("Expected gorequest to log request and response object if GOREQUEST_DEBUG=1")
	}
}
