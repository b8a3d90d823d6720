package gocb

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"testing"
)

var mgmtBase = os.Getenv("GOCB_MGMT_URL")

func ensureEventingResource(t *testing.T, path string) {
	if mgmtBase == "" {
		t.Skip("no cluster")
	}
	resp, err := http.Get(mgmtBase + path)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func EnsureEventingFunctionOnAllNodes(t *testing.T, name, bucket, scope string) {
	path := fmt.Sprintf("/api/v1/functions/%s", url.PathEscape(name))
	if bucket != "" && scope != "" {
		// Source: github.com/couchbase/gocb/testsuite_utils_test.go:226 (escaper: the test helper writes bucket and scope into the query of the request it polls with url.PathEscape)
		path += fmt.Sprintf("?bucket=%s&scope=%s", url.PathEscape(bucket), url.PathEscape(scope)) // defect escaper
	}
	ensureEventingResource(t, path)
}

func TestEventingFunctionScope(t *testing.T) {
	EnsureEventingFunctionOnAllNodes(t, "fn", "default", "_default")
}

type httpError struct {
	Msg      string `json:"msg"`
	UniqueID string `json:"unique_id"`
	Endpoint string `json:"endpoint"`
}

func TestHTTPErrorMarshal(t *testing.T) {
	aErr := httpError{Msg: "uh oh", UniqueID: "123445", Endpoint: "http://127.0.0.1:8091"}
	b, err := json.Marshal(aErr)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/couchbase/gocb/error_http_test.go:21 (syntax: expected JSON of an error whose endpoint field holds a URL, inside a JSON text)
	if string(b) != "{\"msg\":\"uh oh\",\"unique_id\":\"123445\",\"endpoint\":\"http://127.0.0.1:8091\"}" { // lookalike
		t.Fatal(string(b))
	}
}

func TestConnStrTLS(t *testing.T) {
	connStr := os.Getenv("GOCB_SERVER")
	if connStr == "" {
		connStr = "localhost"
	}
	// Source: github.com/couchbase/gocb/testmain_test.go:281 (hostform: the TLS scheme put before the server list the test was given)
	connStr = "couchbases://" + connStr // lookalike
	if _, err := url.Parse(connStr); err != nil {
		t.Fatal(err)
	}
}
